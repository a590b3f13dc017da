import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { OpenAPIObject } from '@nestjs/swagger';
import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DOCUMENT_FILE } from '../../backend/src/cli/api-types';

/**
 * The OpenAPI document as a contract: every answer an API under test gives on a documented
 * route must be one of the operation's documented statuses, with a body its schema accepts
 * (no field the document does not name) and the headers it promises. Integration and fuzz
 * tests start the API through startApi, which installs this; contract-check.ts fails each
 * test file that saw a violation.
 */
const violations = new Set<string>();

/** What was seen since the last call, each violation once. */
export function contractViolations(): string[] {
  const seen = [...violations];
  violations.clear();
  return seen;
}

type Json = Record<string, unknown>;

/**
 * The document's schemas made exact for checking answers: an object takes only the properties
 * it names, and OpenAPI 3.0's `nullable` beside a $ref or allOf (which Ajv cannot read) becomes
 * "or null".
 */
function exact(node: unknown, refBase = ''): unknown {
  if (Array.isArray(node)) return node.map((item) => exact(item, refBase));
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node as Json).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? refBase + value : exact(value, refBase),
    ]),
  );
  if (schema.properties && schema.additionalProperties === undefined) {
    schema.additionalProperties = false;
  }
  // Ajv reads `nullable` beside `type`, but an enum must still list null itself.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  // @nestjs/swagger writes a nullable nested DTO as { nullable, type: 'object', allOf: [$ref] }.
  if (schema.nullable === true && (schema.type === undefined || schema.allOf !== undefined)) {
    const { nullable: _, type: __, ...rest } = schema;
    return { anyOf: [rest, { type: 'null' }] };
  }
  return schema;
}

interface Operation {
  responses: Record<
    string,
    { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }
  >;
}

export class Contract {
  // The document is @nestjs/swagger's output, not hand-written: checking it against JSON
  // Schema's meta-schema cost ~0.1 s a start and found nothing the answers' checks do not.
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenAPIObject) {
    addFormats(this.ajv);
    this.ajv.addSchema(exact({ components: document.components }) as Json, 'doc');
  }

  check(method: string, route: string, status: number, headers: Json, body: string): void {
    const path = route.replace(/:(\w+)/g, '{$1}');
    const operation = (this.document.paths[path] as Record<string, Operation> | undefined)?.[
      method.toLowerCase()
    ];
    if (!operation) return;
    const name = `${method} ${path} → ${status}`;
    const answer = operation.responses[String(status)];
    if (!answer) {
      violations.add(`${name}: status not documented (${body.slice(0, 160)})`);
      return;
    }
    for (const header of Object.keys(answer.headers ?? {})) {
      if (headers[header.toLowerCase()] === undefined) {
        violations.add(`${name}: no ${header} header`);
      }
    }
    const type = String(headers['content-type'] ?? '').split(';')[0];
    const content = answer.content ?? {};
    if (!Object.keys(content).length) return;
    if (!content[type]) {
      const documented = Object.keys(content).join(', ');
      violations.add(`${name}: answers ${type || 'no body'}, documented ${documented}`);
      return;
    }
    const schema = content[type].schema;
    if (!schema || type !== 'application/json') return;
    let validate = this.validators.get(name);
    if (!validate) {
      // Its `#/components/schemas/…` refs point into the document added as 'doc'.
      validate = this.ajv.compile(exact(schema, 'doc') as Json);
      this.validators.set(name, validate);
    }
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      violations.add(`${name}: body is not JSON (${body.slice(0, 80)})`);
      return;
    }
    if (!validate(value)) {
      const errors = (validate.errors ?? [])
        .slice(0, 4)
        .map(
          (e) =>
            `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
        );
      violations.add(`${name}: ${errors.join('; ')} in ${body.slice(0, 200)}`);
    }
  }
}

let committed: Contract | undefined;

/**
 * The contract of the committed document, read once a test file: api-types.int-spec.ts holds it
 * equal to the one the API serves, and building that from the app's metadata cost ~0.25 s of a
 * core on every start of an app under test.
 */
function committedContract(): Contract {
  committed ??= new Contract(
    JSON.parse(readFileSync(join(__dirname, '../..', API_DOCUMENT_FILE), 'utf8')) as OpenAPIObject,
  );
  return committed;
}

/** Checks every answer `app` gives against the API's OpenAPI document. */
export function enforceContract(app: NestFastifyApplication): void {
  const contract = committedContract();
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.addHook('onSend', async (request, reply, payload) => {
    // Compressed or streamed answers (files, the client) are not API bodies.
    if (typeof payload === 'string' || payload instanceof Buffer || payload === null) {
      const route = request.routeOptions.url;
      if (route) {
        contract.check(
          request.method,
          route,
          reply.statusCode,
          reply.getHeaders() as Json,
          payload === null ? '' : payload.toString(),
        );
      }
    }
    return payload;
  });
}

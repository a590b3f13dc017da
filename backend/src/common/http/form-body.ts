import fastifyMultipart from '@fastify/multipart';
import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';

interface FormRouteConfig {
  acceptsForm?: boolean;
}

/** Most fields a form body may carry; our forms send a handful. */
export const MAX_FORM_FIELDS = 50;
// inputObj[user_id] is two levels; anything deeper is not a form of ours.
const MAX_FORM_DEPTH = 2;

/**
 * Lets one route take `multipart/form-data` (fields only) and `application/x-www-form-urlencoded`
 * beside JSON (SPEC §7: transaction_history is form data). The body is validated by the same DTO;
 * its text values are converted to the DTO's types first (see `coerceFormValues`).
 */
export const AcceptsForm = () => RouteConfig({ acceptsForm: true } satisfies FormRouteConfig);

// Bodies that came from a form, so the validation pipe converts their text values.
const formBodies = new WeakSet<object>();

export function isFormBody(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && formBodies.has(value);
}

const URLENCODED = /^application\/x-www-form-urlencoded\b/i;

const formErrors = {
  jsonOnly: () =>
    new HttpException(
      { message: 'Content-Type must be application/json', code: 'UNSUPPORTED_MEDIA_TYPE' },
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    ),
  tooLarge: (limit: number) =>
    new HttpException(
      { message: `Request body is too large (at most ${limit} bytes)`, code: 'PAYLOAD_TOO_LARGE' },
      HttpStatus.PAYLOAD_TOO_LARGE,
    ),
  tooManyFields: () =>
    new HttpException(
      { message: `Too many form fields (at most ${MAX_FORM_FIELDS})`, code: 'PAYLOAD_TOO_LARGE' },
      HttpStatus.PAYLOAD_TOO_LARGE,
    ),
  fileNotAllowed: (field: string) =>
    new BadRequestException({
      message: `${field} is a file; this call takes form fields only`,
      code: 'FILE_NOT_ALLOWED',
    }),
  invalid: (why: string) =>
    new BadRequestException({ message: `Form body is invalid: ${why}`, code: 'VALIDATION_FAILED' }),
  fieldNotAllowed: (field: string) =>
    new BadRequestException({ message: `${field} is not allowed`, code: 'VALIDATION_FAILED' }),
};

/** Call before the routes are registered (before `app.init()`). */
export async function registerFormBodies(app: NestFastifyApplication): Promise<void> {
  // The plugin only marks multipart requests; the hook below reads the parts of routes that take
  // forms. Its limits are busboy's, per part; the hook adds the route's body limit on the whole.
  await app.register(fastifyMultipart, {
    limits: { fields: MAX_FORM_FIELDS, parts: MAX_FORM_FIELDS, fieldNameSize: 200 },
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // A callback hook, not an async one: a JSON call (nearly all) leaves at once, without the
  // promise an async hook costs every request.
  fastify.addHook('preValidation', (request, _reply, done) => {
    const multipart = request.isMultipart();
    if (!multipart && !URLENCODED.test(request.headers['content-type'] ?? '')) return done();
    if (request.is404) return done();
    const { acceptsForm } = (request.routeOptions.config ?? {}) as FormRouteConfig;
    // Elsewhere forms stay refused: those calls are JSON (SPEC §7).
    if (!acceptsForm) return done(formErrors.jsonOnly());
    const fields = multipart ? readMultipart(request) : Promise.resolve(request.body ?? {});
    fields
      .then((read) => {
        request.body = nest(read as Record<string, unknown>);
      })
      .then(() => done(), done);
  });
}

async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const limit = request.routeOptions.bodyLimit ?? 0;
  if (Number(request.headers['content-length']) > limit) throw formErrors.tooLarge(limit);
  const fields: Record<string, unknown> = Object.create(null);
  let bytes = 0;
  try {
    for await (const part of request.parts({ limits: { fieldSize: limit } })) {
      if (part.type === 'file') {
        part.file.resume();
        throw formErrors.fileNotAllowed(part.fieldname);
      }
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      bytes += part.fieldname.length + value.length;
      if (part.valueTruncated || bytes > limit) throw formErrors.tooLarge(limit);
      const seen = fields[part.fieldname];
      fields[part.fieldname] =
        seen === undefined
          ? part.value
          : Array.isArray(seen)
            ? [...seen, part.value]
            : [seen, part.value];
    }
  } catch (error) {
    throw toFormError(error, limit);
  }
  return fields;
}

/** busboy's and the plugin's errors in the envelope's words. */
function toFormError(error: unknown, limit: number): unknown {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return formErrors.tooManyFields();
  if (code === 'FST_REQ_FILE_TOO_LARGE') return formErrors.tooLarge(limit);
  if (code === 'FST_PROTO_VIOLATION') return formErrors.invalid('a field name is reserved');
  if (code === 'FST_INVALID_JSON_FIELD_ERROR')
    return formErrors.invalid('a field declared as JSON is not valid JSON');
  return formErrors.invalid('not valid multipart/form-data');
}

/** `inputObj[user_id]=…` becomes `{ inputObj: { user_id } }`, as the JSON body would be. */
function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const names = Object.keys(flat);
  if (names.length > MAX_FORM_FIELDS) throw formErrors.tooManyFields();
  for (const name of names) {
    const root = name.split('[')[0];
    // qs drops these silently; a JSON body naming them is refused, so the form is too.
    if (root in Object.prototype) throw formErrors.fieldNotAllowed(root);
  }
  let body: Record<string, unknown>;
  try {
    body = qs.parse(flat as Record<string, string>, {
      depth: MAX_FORM_DEPTH,
      strictDepth: true,
      arrayLimit: MAX_FORM_FIELDS,
      allowPrototypes: false,
    });
  } catch {
    throw formErrors.invalid('field names nest too deeply');
  }
  formBodies.add(body);
  return body;
}

const SCALARS = new Set<unknown>([String, Number, Boolean, Object, Array, Date]);

/**
 * A form carries text only, so a value is converted to the type the DTO declares before the same
 * class-validator rules run: "2" for a number field becomes 2, "true"/"false" a boolean, a nested
 * object comes bracketed or as JSON text. What does not convert is left as sent, so the DTO's own
 * rule names the field (e.g. "page must be a whole number").
 */
export function coerceFormValues(
  dto: abstract new (...args: never[]) => unknown,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const type: unknown = Reflect.getMetadata('design:type', dto.prototype as object, name);
    // Defined, not assigned: a `__proto__` from JSON text stays a field (and is refused as one).
    Object.defineProperty(out, name, {
      value: coerce(type, value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function coerce(type: unknown, value: unknown): unknown {
  if (type === Number && typeof value === 'string') {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n) ? n : value;
  }
  if (type === Boolean && typeof value === 'string') {
    return value === 'true' ? true : value === 'false' ? false : value;
  }
  if (type === Array && value !== undefined && !Array.isArray(value)) return [value];
  if (typeof type === 'function' && !SCALARS.has(type)) {
    let nested = value;
    if (typeof nested === 'string' && nested.trim().startsWith('{')) {
      try {
        nested = JSON.parse(nested);
      } catch {
        return value;
      }
    }
    if (typeof nested === 'object' && nested !== null && !Array.isArray(nested)) {
      return coerceFormValues(type as new () => unknown, nested as Record<string, unknown>);
    }
  }
  return value;
}

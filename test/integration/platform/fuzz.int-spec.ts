import { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { createProduct } from '../../factories/product.factory';
import { tournamentBody } from '../../factories/tournament.factory';
import { createPlayer } from '../../factories/user.factory';
import {
  FuzzBody,
  fuzzBodies,
  fuzzPathParam,
  LONG_PATH_IDS,
  Schema,
  Schemas,
  targetedBodies,
} from '../../utils/fuzz-bodies';
import { contractViolations } from '../../utils/contract';
import { ops } from '../../utils/http';
import { API_KEY, OPERATOR_TOKEN, resetDatabase, startApi } from '../../utils/stack';

// `npm test` runs a fixed seed and a few cases per route; `npm run fuzz` runs many more
// (FUZZ_RUNS, FUZZ_SEED to replay a failure).
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

interface Route {
  method: 'GET' | 'POST';
  path: string;
  schema?: Schema;
  signedIn: boolean;
  /** The statuses the document lists for it. */
  statuses: Set<number>;
}

interface Call {
  body: FuzzBody;
  signedIn: boolean;
  param: string;
  contentType: string;
  idempotencyKey: string;
}

interface Answer {
  status?: unknown;
  message?: unknown;
}

/**
 * Every route of the OpenAPI document, sent bodies derived from its schema and bent every way
 * (wrong types, missing and unknown fields, nulls, huge numbers, odd and ill-formed unicode,
 * deep nesting, broken JSON, path ids of thousands of characters), signed in and signed out:
 * never a 5xx, always the spec's envelope with a message, every answer one the document allows
 * (its status listed for the route, and test/utils/contract.ts), and a refused call writes
 * nothing (every table's rows and the wallet's totals). Besides the random calls, each route
 * first gets the same targeted ones on every run (targetedBodies, LONG_PATH_IDS).
 */
describe('fuzzing every route', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  let routes: Route[];
  let schemas: Schemas;
  let token: string;
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
    await resetDatabase(dataSource);
    token = (await createPlayer(app)).token;
    // Rows for the ids the path parameters try: product 1, tournament 1.
    await createProduct(app);
    await ops(app, 'POST', 'tournaments', tournamentBody());
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, { schema: Schema }> };
            parameters?: { in: string }[];
            security?: unknown[];
            responses: Record<string, unknown>;
          }
        >
      >;
      components: { schemas: Schemas };
    };
    schemas = doc.components.schemas;
    routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        // A GET with no parameters takes no input to fuzz.
        .filter(([m, op]) => m === 'post' || op.parameters?.some((p) => p.in === 'path'))
        .map(([m, op]) => ({
          method: m.toUpperCase() as Route['method'],
          path,
          schema: op.requestBody?.content['application/json']?.schema,
          signedIn: Boolean(op.security?.length),
          statuses: new Set(Object.keys(op.responses).map(Number)),
        })),
    );
    // Signing out ends the session the other routes are called with: last.
    routes.sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));

    // Rows and a checksum of every table (tables here are small), and the wallet's totals.
    const tables: { tablename: string }[] = await dataSource.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'
        ORDER BY tablename`,
    );
    const sql = [
      ...tables.map(
        ({ tablename }) =>
          `SELECT '${tablename}' AS t, count(*)::text AS n, coalesce(sum(hashtext(x::text)), 0)::text AS h FROM "${tablename}" x`,
      ),
      `SELECT 'wallet totals', coalesce(sum(coin_balance), 0)::text,
              (SELECT coalesce(sum(amount), 0) FROM wallet_entries)::text FROM users`,
    ].join(' UNION ALL ');
    snapshot = async () =>
      ((await dataSource.query(sql)) as { t: string; n: string; h: string }[])
        .map((r) => `${r.t}:${r.n}:${r.h}`)
        .join('\n');
  });
  afterAll(() => app.close());

  it('finds the routes and their schemas in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => r.schema).length).toBeGreaterThan(25);
  });

  it(
    'answers every generated call below 500, in the envelope, and writes nothing when it refuses',
    async () => {
      const failures: string[] = [];
      let requests = 0;
      let before = await snapshot();
      for (const route of routes) {
        const call: fc.Arbitrary<Call> = fc.record({
          body: fuzzBodies(route.schema, schemas),
          // Protected routes signed out too, public ones signed in too.
          signedIn: fc.boolean(),
          param: fuzzPathParam(),
          contentType: fc.constantFrom(
            'application/json',
            'application/json',
            'application/json',
            'application/json; charset=utf-8',
            'text/plain',
            'application/x-www-form-urlencoded',
          ),
          idempotencyKey: fc.oneof(fc.uuid(), fc.stringMatching(/^[\x21-\x7e]{0,80}$/)),
        });
        // Signed in as JSON, so what is tested is the body or the id.
        const targetedCall = (body: FuzzBody, param = '1'): Call => ({
          body,
          signedIn: true,
          param,
          contentType: 'application/json',
          idempotencyKey: 'fuzz-targeted',
        });
        const targeted: Call[] = [
          ...(route.method === 'POST' ? targetedBodies(route.schema, schemas) : []).map((body) =>
            targetedCall(body),
          ),
          ...(route.path.includes('{') ? LONG_PATH_IDS : []).map((param) =>
            targetedCall({ json: {} }, param),
          ),
        ];
        const result = await fc.check(
          fc.asyncProperty(call, async (c) => {
            requests++;
            const url = route.path.replace(/\{[^}]+\}/g, c.param);
            const bearer = route.path.startsWith('/api/ops') ? OPERATOR_TOKEN : token;
            const res = await app.inject({
              method: route.method,
              url,
              headers: {
                'api-key': API_KEY,
                ...(c.signedIn ? { authorization: `Bearer ${bearer}` } : {}),
                ...(route.method === 'POST' ? { 'content-type': c.contentType } : {}),
                'idempotency-key': c.idempotencyKey,
              },
              payload:
                route.method === 'GET'
                  ? undefined
                  : 'raw' in c.body
                    ? c.body.raw
                    : JSON.stringify(c.body.json),
              // A fresh address per call keeps the per-address limits out of it.
              remoteAddress: `10.${requests % 250}.${(requests >> 8) % 250}.${route.path.length}`,
            });
            let answer: Answer = {};
            try {
              answer = res.json() as Answer;
            } catch {
              // Not JSON: reported below as outside the envelope.
            }
            const refused = answer.status === 'E' || answer.status === 'UA';
            const enveloped =
              answer.status === 'S' ||
              (refused && typeof answer.message === 'string' && answer.message.trim() !== '');
            const after = await snapshot();
            const wrote = refused && after !== before;
            // An unconfigured sign-in provider answers 503 by design (backend/README.md:
            // Configuration).
            const designed = res.statusCode === 503 && /PROVIDER_DISABLED/.test(res.body);
            // The answer against the OpenAPI document (status, headers, exact body), per call so
            // a finding names the call that made it.
            const broken = contractViolations();
            const problem =
              res.statusCode >= 500 && !designed
                ? `answered ${res.statusCode}`
                : !route.statuses.has(res.statusCode)
                  ? `answered ${res.statusCode}, which the document does not list for it`
                  : !enveloped
                    ? 'answered outside the envelope'
                    : wrote
                      ? `refused (${res.statusCode}) but wrote: ${diff(before, after)}`
                      : broken.length
                        ? `breaks the document: ${broken.join('; ')}`
                        : undefined;
            before = after;
            if (answer.status === 'S' && route.path === '/api/logout') {
              token = (await createPlayer(app)).token;
              before = await snapshot();
            }
            if (problem) {
              const shown = url.length > 200 ? `${url.slice(0, 200)}… (${url.length} chars)` : url;
              throw new Error(
                `${route.method} ${shown} ${describeBody(c.body)} → ${problem}: ${res.body.slice(0, 300)}`,
              );
            }
          }),
          {
            seed: SEED,
            // The targeted calls run first and count as runs.
            numRuns: RUNS + targeted.length,
            examples: targeted.map((c) => [c]),
            endOnFailure: true,
          },
        );
        if (result.failed) {
          failures.push(
            `${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)} (seed ${SEED}, path "${result.counterexamplePath}")`,
          );
        }
      }
      console.log(
        `fuzz: ${requests} calls over ${routes.length} operations (seed ${SEED}, ${RUNS} runs each), ${failures.length} findings`,
      );
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS);
    },
    Math.max(60_000, RUNS * 8_000),
  );
});

function describeBody(body: FuzzBody): string {
  const text = 'raw' in body ? `raw ${body.raw}` : JSON.stringify(body.json);
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
}

function diff(before: string, after: string): string {
  const old = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !old.has(line))
    .map((line) => line.split(':')[0])
    .join(', ');
}

import { OpenAPIObject } from '@nestjs/swagger';
import { Contract, contractViolations } from '../../utils/contract';

// The checker every integration test's API runs through: shown to refuse what the document does
// not allow, so a quiet run means the answers matched, not that nothing was checked.
const document = {
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {
    '/api/things/{id}': {
      post: {
        responses: {
          '200': {
            description: '',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/ThingResponse' } },
            },
          },
          '503': {
            description: '',
            headers: { 'Retry-After': { schema: { type: 'integer' } } },
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'kind'],
        properties: {
          id: { type: 'integer' },
          kind: { type: 'string', enum: ['a', 'b'], nullable: true },
        },
      },
      ThingResponse: {
        type: 'object',
        required: ['status', 'data'],
        properties: {
          status: { type: 'string', enum: ['S'] },
          // As @nestjs/swagger writes a nullable nested DTO.
          data: { nullable: true, type: 'object', allOf: [{ $ref: '#/components/schemas/Thing' }] },
        },
      },
    },
  },
} as unknown as OpenAPIObject;

const json = { 'content-type': 'application/json; charset=utf-8' };

describe('the contract checker', () => {
  const contract = new Contract(document);
  const check = (status: number, body: unknown, headers: Record<string, unknown> = json) =>
    contract.check('POST', '/api/things/:id', status, headers, JSON.stringify(body));

  afterEach(() => contractViolations());

  it('accepts an answer the document allows, nulls where it says nullable', () => {
    check(200, { status: 'S', data: { id: 1, kind: 'a' } });
    check(200, { status: 'S', data: { id: 2, kind: null } });
    check(200, { status: 'S', data: null });
    check(503, { status: 'E' }, { ...json, 'retry-after': '5' });
    expect(contractViolations()).toEqual([]);
  });

  it('refuses an undocumented status, an unnamed field, a wrong type and a missing header', () => {
    check(500, { status: 'E' });
    check(200, { status: 'S', data: { id: 1, kind: 'a', secret: true } });
    check(200, { status: 'S', data: { id: '1', kind: 'c' } });
    check(503, { status: 'E' });
    const seen = contractViolations();
    expect(seen).toHaveLength(4);
    expect(seen[0]).toMatch(/^POST \/api\/things\/\{id\} → 500: status not documented/);
    expect(seen[1]).toMatch(/must NOT have additional properties.*secret/);
    expect(seen[2]).toMatch(/\/data\/id must be integer/);
    expect(seen[3]).toBe('POST /api/things/{id} → 503: no Retry-After header');
  });

  it('refuses a body of another type than documented, and skips routes it does not know', () => {
    contract.check('POST', '/api/things/:id', 200, { 'content-type': 'text/html' }, '<p>');
    contract.check('GET', '/elsewhere', 500, json, '{}');
    expect(contractViolations()).toEqual([
      'POST /api/things/{id} → 200: answers text/html, documented application/json',
    ]);
  });
});

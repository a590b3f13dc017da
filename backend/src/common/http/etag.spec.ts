import type { FastifyReply, FastifyRequest } from 'fastify';
import { conditionalAnswer, serialised } from './etag';

const row = (rank: number) => Object.freeze({ rank, player_name: `P${rank}`, points: 10 - rank });
const page = Object.freeze([row(1), row(2), row(3)]);

describe('serialised', () => {
  it.each([
    ['a plain answer', { status: 'S', data: [{ a: 1 }], total_count: 3, own: null }],
    ['kept parts', { status: 'S', data: page, own: row(2), podium: page, version: '1:2' }],
    ['values JSON leaves out', { a: undefined, b: () => 1, c: Symbol('c'), d: 1 }],
    ['an empty object', {}],
    ['a frozen answer', Object.freeze({ status: 'S', data: page })],
    ['an array', [1, page]],
    ['a date', new Date(0)],
    ['a string', 'text'],
    ['null', null],
  ])('writes the text JSON.stringify writes: %s', (_, body) => {
    expect(serialised(body).bytes.toString()).toBe(JSON.stringify(body));
  });

  it('gives equal answers equal tags, and another tag once any value changes', () => {
    const answer = (over: object = {}) => ({
      status: 'S',
      data: page,
      own: row(2),
      version: '1:2',
      ...over,
    });
    const tag = serialised(answer()).etag;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(serialised(answer()).etag).toBe(tag);
    for (const changed of [
      { data: Object.freeze([row(1), row(2)]) },
      { own: row(3) },
      { version: '1:3' },
      { extra: 0 },
    ]) {
      expect(serialised(answer(changed)).etag).not.toBe(tag);
    }
    // A value moved to another key is another answer.
    expect(serialised({ a: page, b: null }).etag).not.toBe(serialised({ a: null, b: page }).etag);
  });

  it('keeps every answer whole while many more are made (answers share slabs of memory)', () => {
    const big = Object.freeze(Array.from({ length: 200 }, (_, i) => row(i)));
    const answers = Array.from({ length: 300 }, (_, n) => {
      const body = { status: 'S', n, data: n % 3 ? page : big, tail: 'x'.repeat(n) };
      return { body, bytes: serialised(body).bytes };
    });
    // Past a slab's size in all, so later answers come from new slabs.
    expect(answers.reduce((sum, a) => sum + a.bytes.length, 0)).toBeGreaterThan(256 * 1024);
    for (const { body, bytes } of answers) expect(bytes.toString()).toBe(JSON.stringify(body));
    // One answer larger than a slab's eighth has memory of its own.
    const huge = { status: 'S', data: 'y'.repeat(40_000) };
    expect(serialised(huge).bytes.toString()).toBe(JSON.stringify(huge));
  });

  it('serialises a kept (frozen) part once, whatever answers it is part of', () => {
    const kept = Object.freeze([row(4), row(5)]);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      serialised({ data: kept, n: 1 });
      const before = stringify.mock.calls.filter(([value]) => value === kept).length;
      serialised({ data: kept, n: 2 });
      serialised({ other: kept });
      expect(stringify.mock.calls.filter(([value]) => value === kept)).toHaveLength(before);
      expect(before).toBe(1);
    } finally {
      stringify.mockRestore();
    }
  });
});

describe('conditionalAnswer', () => {
  const answer = { status: 'S', data: page, total_count: 3 };
  const call = (ifNoneMatch?: string, personal = false) => {
    const headers: Record<string, string> = {};
    let code = 200;
    const reply = {
      header: (name: string, value: string) => ((headers[name.toLowerCase()] = value), reply),
      type: (value: string) => ((headers['content-type'] = value), reply),
      code: (value: number) => ((code = value), reply),
    };
    const request = { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} };
    const body = conditionalAnswer(
      request as unknown as FastifyRequest,
      reply as unknown as FastifyReply,
      answer,
      personal,
    );
    return { body, headers, code };
  };

  it('sends the JSON with its tag to a caller holding nothing', () => {
    const { body, headers, code } = call();
    expect(code).toBe(200);
    expect(JSON.parse(String(body))).toEqual(answer);
    expect(headers.etag).toBe(serialised(answer).etag);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 304 with no body to a caller holding this answer, alone or in a list', () => {
    const tag = serialised(answer).etag;
    for (const held of [tag, `W/"other", ${tag}`]) {
      const { body, headers, code } = call(held);
      expect(code).toBe(304);
      expect(body).toBeUndefined();
      expect(headers.etag).toBe(tag);
    }
    expect(call('W/"other"').code).toBe(200);
  });

  it('lets caches keep the answer only if they ask again, and only the browser a caller’s own', () => {
    expect(call().headers['cache-control']).toBe('no-cache');
    expect(call(undefined, true).headers['cache-control']).toBe('private, no-cache');
    expect(call(serialised(answer).etag, true).headers['cache-control']).toBe('private, no-cache');
  });
});

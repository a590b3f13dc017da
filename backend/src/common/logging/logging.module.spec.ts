import Fastify, { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { PinoLogger } from 'nestjs-pino';
import { storage } from 'nestjs-pino/storage';
import pino from 'pino';
import {
  bindRequestLoggers,
  lazyChildLogger,
  logRequests,
  REDACTED_HEADERS,
} from './logging.module';

async function linesAt(level: string, url: string): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const redact = REDACTED_HEADERS.map((name) => `headers["${name}"]`);
  const fastify = Fastify({
    loggerInstance: pino({ level, redact }, stream),
    childLoggerFactory: lazyChildLogger,
  });
  fastify.post('/api/things/:id', async () => ({ status: 'S' }));
  fastify.get('/api/health', async () => ({ status: 'ok' }));
  logRequests(fastify as unknown as FastifyInstance);
  await fastify.inject({
    method: url === '/api/health' ? 'GET' : 'POST',
    url,
    headers: { authorization: 'Bearer secret-token', 'api-key': 'key', 'x-request-id': 'req-7' },
    payload: url === '/api/health' ? undefined : {},
  });
  await fastify.close();
  return lines.filter((line) => line.msg === 'request');
}

describe('logRequests', () => {
  it('writes one line at info: method, route, status, duration and request id, no headers', async () => {
    const [line, ...more] = await linesAt('info', '/api/things/42');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ method: 'POST', route: '/api/things/:id', status: 200 });
    expect(typeof line.reqId).toBe('string');
    expect(typeof line.ms).toBe('number');
    expect(line).not.toHaveProperty('headers');
  });

  it('adds the headers at debug, secrets redacted', async () => {
    const [line] = await linesAt('debug', '/api/things/42');
    expect(line.headers).toMatchObject({ authorization: '[Redacted]', 'api-key': '[Redacted]' });
    expect(JSON.stringify(line)).not.toContain('secret-token');
  });

  it('leaves health probes out', async () => {
    expect(await linesAt('info', '/api/health')).toEqual([]);
  });
});

describe('bindRequestLoggers', () => {
  /** A service's line logged inside a POST, and one outside any call, at this level. */
  async function serviceLines(
    level: string,
  ): Promise<{ lines: Record<string, unknown>[]; bound: boolean }> {
    let bound = false;
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const root = pino({ level }, stream);
    const fastify = Fastify({ loggerInstance: root, requestIdHeader: 'x-request-id' });
    bindRequestLoggers(fastify as unknown as FastifyInstance);
    const service = new PinoLogger({ pinoHttp: { logger: root } });
    // A POST: the handler runs after the body is read, in a later turn of the event loop.
    fastify.post('/api/things', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      bound = storage.getStore() !== undefined;
      service.info('inside the call');
      return { status: 'S' };
    });
    await fastify.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'x-request-id': 'req-9' },
      payload: { a: 1 },
    });
    service.info('outside any call');
    await fastify.close();
    return { lines, bound };
  }

  it("at debug gives Nest's logger the request's logger, so a service's lines carry its id", async () => {
    const { lines, bound } = await serviceLines('debug');
    expect(bound).toBe(true);
    expect(lines.find((l) => l.msg === 'inside the call')).toMatchObject({ reqId: 'req-9' });
    expect(lines.find((l) => l.msg === 'outside any call')).not.toHaveProperty('reqId');
  });

  it('at info binds nothing: no AsyncLocalStorage running hooks on every promise', async () => {
    expect((await serviceLines('info')).bound).toBe(false);
  });
});

describe('lazyChildLogger', () => {
  async function serve(handler: (log: FastifyInstance['log']) => void) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const root = pino({ level: 'info' }, stream);
    const fastify = Fastify({
      loggerInstance: root,
      childLoggerFactory: lazyChildLogger,
      requestIdHeader: 'x-request-id',
      disableRequestLogging: true,
    });
    fastify.get('/api/things', async (request) => {
      handler(request.log as unknown as FastifyInstance['log']);
      return { status: 'S' };
    });
    logRequests(fastify as unknown as FastifyInstance);
    await fastify.ready();
    // From here on: the request's own (Fastify makes some at start).
    const child = jest.spyOn(root, 'child');
    await fastify.inject({
      method: 'GET',
      url: '/api/things',
      headers: { 'x-request-id': 'req-3' },
    });
    await fastify.close();
    return { lines, children: child.mock.calls.length };
  }

  it('makes no child logger for a request that logs only its one line, which keeps its id', async () => {
    const { lines, children } = await serve((log) => log.debug('below the level'));
    expect(children).toBe(0);
    expect(lines).toEqual([expect.objectContaining({ msg: 'request', reqId: 'req-3' })]);
  });

  it("binds the request's id to what is logged through it, an error included", async () => {
    const { lines, children } = await serve((log) => log.error(new Error('boom')));
    expect(children).toBe(1);
    expect(lines.find((l) => l.level === 50)).toMatchObject({
      reqId: 'req-3',
      err: expect.objectContaining({ message: 'boom' }),
    });
  });
});

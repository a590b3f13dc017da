import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BuiltAssets } from './built-assets';

const SCRIPT = Buffer.from('export const hello = "world";\n'.repeat(40));
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('BuiltAssets', () => {
  let root: string;
  let app: FastifyInstance;
  let assets: BuiltAssets;

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'built-assets-'));
    const dir = join(root, 'assets');
    mkdirSync(dir);
    writeFileSync(join(dir, 'main-AbC123.js'), SCRIPT);
    writeFileSync(join(dir, 'main-AbC123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dir, 'main-AbC123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dir, 'inter-Xy9.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
    writeFileSync(join(dir, 'huge-Zz1.js'), Buffer.alloc(1024 * 1024 + 1, 32));
    assets = BuiltAssets.of(root);
    app = Fastify();
    for (const name of assets.names) {
      app.get(`/assets/${name}`, (request, reply) => assets.send(name, request, reply, IMMUTABLE));
    }
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the hashed files up to 1 MB, not their compressed copies', () => {
    expect([...assets.names].sort()).toEqual(['inter-Xy9.woff2', 'main-AbC123.js']);
  });

  it('sends the copy the visitor accepts, with its type and a year of caching', async () => {
    const br = await app.inject({
      url: '/assets/main-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(brotliCompressSync(SCRIPT));
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers.etag).toBe('"main-AbC123.js"');

    const gzip = await app.inject({
      url: '/assets/main-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync(SCRIPT));

    const plain = await app.inject({ url: '/assets/main-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(SCRIPT);
  });

  it('sends a file without compressed copies as it is, whatever the visitor accepts', async () => {
    const font = await app.inject({
      url: '/assets/inter-Xy9.woff2',
      headers: { 'accept-encoding': 'br' },
    });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload).toEqual(Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  });

  it('answers 304 to a visitor who holds the file, and HEAD without a body', async () => {
    const held = await app.inject({
      url: '/assets/main-AbC123.js',
      headers: { 'if-none-match': '"main-AbC123.js"' },
    });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);

    const head = await app.inject({ method: 'HEAD', url: '/assets/main-AbC123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(SCRIPT.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for a file removed since the start, not 500', async () => {
    rmSync(join(root, 'assets', 'inter-Xy9.woff2'));
    const gone = await app.inject({ url: '/assets/inter-Xy9.woff2' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe('Not found');
  });

  it('reads each file once: later requests are answered from memory', async () => {
    await app.inject({ url: '/assets/main-AbC123.js' });
    writeFileSync(join(root, 'assets', 'main-AbC123.js'), 'changed on disk');
    const again = await app.inject({ url: '/assets/main-AbC123.js' });
    expect(again.rawPayload).toEqual(SCRIPT);
  });
});

import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import mime from 'mime';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A file as sent: plain, and the build's pre-compressed copies where it wrote them. */
export interface EncodedCopies {
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const ENCODINGS = ['br', 'gzip'] as const;

/**
 * Sends the copy the visitor accepts (Accept-Encoding), plain otherwise. The global compression
 * hook leaves an answer that already names its encoding alone.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, copies: EncodedCopies) {
  const offered = ENCODINGS.filter((encoding) => copies[encoding]);
  const encoding = offered.length
    ? (negotiate(request.headers['accept-encoding'] ?? '', offered) as
        (typeof ENCODINGS)[number] | null)
    : null;
  void reply.header('vary', 'accept-encoding');
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(encoding ? copies[encoding] : copies.plain);
}

interface Asset extends EncodedCopies {
  type: string;
  etag: string;
  lastModified: string;
}

/** Files above this size are left to @fastify/static, which streams them. */
const MAX_KEPT_BYTES = 1024 * 1024;

/** What a file of this name is sent as, with the charset where it is text (as @fastify/send). */
function contentType(name: string): string {
  const type = mime.getType(name) ?? 'application/octet-stream';
  return /^(text\/|application\/(javascript|json))/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * The build's hashed files (frontend/dist/assets), answered from memory: each is read once, with
 * its .br and .gz copies, on its first request. @fastify/static stats, opens, reads and closes a
 * file for every request, 1.4-2.2 ms of the API process's CPU here for each of the 8 a first visit
 * asks for, on the cores the visitor's page starts on when both run on one machine (`npm start`).
 * A hashed name never changes content, so the copies are kept for the process's life.
 */
export class BuiltAssets {
  private readonly files = new Map<string, Promise<Asset>>();

  /** `dir` holds the build's hashed files; `names` are those served from memory. */
  constructor(
    private readonly dir: string,
    readonly names: string[],
  ) {}

  /** The hashed files under `root`/assets small enough to keep (not their compressed copies). */
  static of(root: string): BuiltAssets {
    const dir = join(root, 'assets');
    const names = existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
          .map((entry) => entry.name)
          .filter((name) => statSync(join(dir, name)).size <= MAX_KEPT_BYTES)
      : [];
    return new BuiltAssets(dir, names);
  }

  /**
   * Answers GET and HEAD of `name`: 304 when the visitor holds it, else the accepted copy; 404
   * when the file is no longer there.
   */
  async send(name: string, request: FastifyRequest, reply: FastifyReply, cacheControl: string) {
    let asset: Asset;
    try {
      asset = await this.load(name);
    } catch (err) {
      // Gone from disk since the start (a deploy replaced the build): missing, as for any asset.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    void reply
      .type(asset.type)
      .header('cache-control', cacheControl)
      .header('etag', asset.etag)
      .header('last-modified', asset.lastModified);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    return sendEncoded(request, reply, asset);
  }

  private load(name: string): Promise<Asset> {
    let asset = this.files.get(name);
    if (!asset) {
      asset = this.read(name);
      // A failed read is not kept: the next request tries again.
      asset.catch(() => this.files.delete(name));
      this.files.set(name, asset);
    }
    return asset;
  }

  private async read(name: string): Promise<Asset> {
    const path = join(this.dir, name);
    const optional = (file: string) => readFile(file).catch(() => undefined);
    const [plain, br, gzip, info] = await Promise.all([
      readFile(path),
      optional(`${path}.br`),
      optional(`${path}.gz`),
      stat(path),
    ]);
    return {
      plain,
      br,
      gzip,
      type: contentType(name),
      // The name carries the content's hash: it is the file's identity.
      etag: `"${name}"`,
      lastModified: info.mtime.toUTCString(),
    };
  }
}

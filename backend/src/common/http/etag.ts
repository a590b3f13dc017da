import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hash } from 'node:crypto';
import { conditionalCacheControl } from './cache-headers';

/** A weak validator of an answer's JSON: equal answers, equal tags (see `serialised`). */
export function etagOf(body: unknown): string {
  return serialised(body).etag;
}

interface Part {
  bytes: Buffer;
  digest: string;
}

// Frozen values of answers (a leaderboard page shared by its callers, kept between calls) are
// serialised, encoded and digested once: a frozen object or array is taken as never changing, its
// contents included.
const parts = new WeakMap<object, Part>();

// One-shot: half the cost of a Hash object for an answer's few hundred bytes of lines.
const digestOf = (text: string | Buffer) => hash('sha1', text, 'base64url');

function partOf(value: object): Part {
  let part = parts.get(value);
  if (!part) {
    const bytes = Buffer.from(JSON.stringify(value));
    part = { bytes, digest: digestOf(bytes) };
    parts.set(value, part);
  }
  return part;
}

/**
 * An answer's JSON (the bytes of the text JSON.stringify makes) and its tag. An object's values
 * that are frozen are serialised once and enter the tag by their digest, so an answer put
 * together from kept parts costs neither their JSON nor hashing them again; the tag changes
 * whenever any part of the text does. The answer is one buffer outside V8's heap: kilobytes of
 * text per call held in the young generation while 200 calls are in flight made its scavenges
 * copy them again and again.
 */
export function serialised(body: unknown): { bytes: Buffer; etag: string } {
  if (typeof body === 'object' && body !== null && Object.isFrozen(body)) {
    const part = partOf(body);
    return { bytes: part.bytes, etag: tagOf(part.digest) };
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    typeof (body as { toJSON?: unknown }).toJSON === 'function'
  ) {
    const bytes = Buffer.from(JSON.stringify(body) ?? '');
    return { bytes, etag: tagOf(digestOf(bytes)) };
  }
  // The text between kept parts, and the kept parts' bytes, in order.
  const pieces: (string | Buffer)[] = [];
  let text = '';
  let size = 0;
  // One line per value: its key, then '#' and the digest of a kept part or '=' and its JSON
  // (JSON text has no raw line breaks, so lines cannot run into each other).
  let lines = '';
  for (const [key, value] of Object.entries(body)) {
    const keyJson = JSON.stringify(key);
    if (typeof value === 'object' && value !== null && Object.isFrozen(value)) {
      const part = partOf(value);
      text += `${pieces.length || text ? ',' : '{'}${keyJson}:`;
      pieces.push(text, part.bytes);
      size += Buffer.byteLength(text) + part.bytes.length;
      text = '';
      lines += `${keyJson}#${part.digest}\n`;
      continue;
    }
    const valueJson = JSON.stringify(value) as string | undefined;
    // Left out as JSON.stringify leaves them (undefined, functions, symbols).
    if (valueJson === undefined) continue;
    text += `${pieces.length || text ? ',' : '{'}${keyJson}:${valueJson}`;
    lines += `${keyJson}=${valueJson}\n`;
  }
  text = pieces.length || text ? `${text}}` : '{}';
  pieces.push(text);
  size += Buffer.byteLength(text);
  const bytes = answerBytes(size);
  let at = 0;
  for (const piece of pieces) {
    at += typeof piece === 'string' ? bytes.write(piece, at) : piece.copy(bytes, at);
  }
  return { bytes, etag: tagOf(digestOf(lines)) };
}

// Answers are cut from shared slabs outside V8's heap, as Buffer's own pool does for up to 4 KiB
// only: a leaderboard answer (~10 KB) had an ArrayBuffer of its own, which cost more (2 µs) than
// copying its bytes in. An answer lives until its socket has written it; a slab goes with the
// last answer cut from it.
const SLAB_BYTES = 256 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let slabUsed = 0;

function answerBytes(size: number): Buffer {
  if (size > SLAB_BYTES / 8) return Buffer.allocUnsafeSlow(size);
  if (slabUsed + size > SLAB_BYTES) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    slabUsed = 0;
  }
  const bytes = slab.subarray(slabUsed, slabUsed + size);
  // Each answer starts 8-byte aligned, as Buffer's pool does.
  slabUsed += (size + 7) & ~7;
  return bytes;
}

function tagOf(digest: string): string {
  return `W/"${digest}"`;
}

/**
 * Answers 304 with no body when the caller already holds this answer (its ETag sent back in
 * If-None-Match): what a poller of a live leaderboard does while nothing moved. The answer is
 * still computed (it is what the tag is taken from); only the bytes are saved. The JSON sent is
 * serialised once, from kept parts where it can be (see `serialised`). A handler calls it with
 * its reply (`@Res({ passthrough: true })`) rather than through an interceptor: Nest wraps an
 * intercepted handler's answer in rxjs streams and a disconnect listener, which cost a
 * leaderboard call more than the tag does. `personal`: the answer holds the caller's own data.
 */
export function conditionalAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  personal: boolean,
): Buffer | undefined {
  const { bytes, etag } = serialised(body);
  void reply.header('ETag', etag);
  void reply.header('Cache-Control', conditionalCacheControl(personal));
  const held = request.headers['if-none-match'];
  if (typeof held === 'string' && held.split(/\s*,\s*/).includes(etag)) {
    void reply.code(304);
    return undefined;
  }
  // With its type set, Fastify sends the bytes as they are (no second serialising).
  void reply.type('application/json; charset=utf-8');
  return bytes;
}

/** Documents a POST read that polling clients may ask conditionally (see `conditionalAnswer`). */
export const ConditionalAnswer = () =>
  applyDecorators(
    ApiHeader({
      name: 'If-None-Match',
      required: false,
      description: 'The ETag of the answer the caller holds: 304 with no body when unchanged',
    }),
    ApiResponse({ status: 304, description: 'Unchanged since the ETag sent in If-None-Match' }),
  );

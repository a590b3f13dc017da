import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { map, Observable } from 'rxjs';

/** A weak validator of an answer's JSON: equal answers, equal tags (see `serialised`). */
export function etagOf(body: unknown): string {
  return serialised(body).etag;
}

interface Part {
  json: string;
  digest: string;
}

// Frozen values of answers (a leaderboard page shared by its callers, kept between calls) are
// serialised and digested once: a frozen object or array is taken as never changing, its
// contents included.
const parts = new WeakMap<object, Part>();

const digestOf = (text: string) => createHash('sha1').update(text).digest('base64url');

function partOf(value: object): Part {
  let part = parts.get(value);
  if (!part) {
    const json = JSON.stringify(value);
    part = { json, digest: digestOf(json) };
    parts.set(value, part);
  }
  return part;
}

/**
 * An answer's JSON (the text JSON.stringify makes) and its tag. An object's values that are
 * frozen are serialised once and enter the tag by their digest, so an answer put together from
 * kept parts costs neither their JSON nor hashing them again; the tag changes whenever any part
 * of the text does.
 */
export function serialised(body: unknown): { json: string; etag: string } {
  if (typeof body === 'object' && body !== null && Object.isFrozen(body)) {
    const part = partOf(body);
    return { json: part.json, etag: tagOf(part.digest) };
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    typeof (body as { toJSON?: unknown }).toJSON === 'function'
  ) {
    const json = JSON.stringify(body) ?? '';
    return { json, etag: tagOf(digestOf(json)) };
  }
  let json = '';
  // One line per value: its key, then '#' and the digest of a kept part or '=' and its JSON
  // (JSON text has no raw line breaks, so lines cannot run into each other).
  let lines = '';
  for (const [key, value] of Object.entries(body)) {
    const keyJson = JSON.stringify(key);
    if (typeof value === 'object' && value !== null && Object.isFrozen(value)) {
      const part = partOf(value);
      json += `${json ? ',' : '{'}${keyJson}:${part.json}`;
      lines += `${keyJson}#${part.digest}\n`;
      continue;
    }
    const valueJson = JSON.stringify(value) as string | undefined;
    // Left out as JSON.stringify leaves them (undefined, functions, symbols).
    if (valueJson === undefined) continue;
    json += `${json ? ',' : '{'}${keyJson}:${valueJson}`;
    lines += `${keyJson}=${valueJson}\n`;
  }
  return { json: json ? `${json}}` : '{}', etag: tagOf(digestOf(lines)) };
}

function tagOf(digest: string): string {
  return `W/"${digest}"`;
}

/**
 * Answers 304 with no body when the caller already holds this answer (its ETag sent back in
 * If-None-Match): what a poller of a live leaderboard does while nothing moved. The answer is
 * still computed (it is what the tag is taken from); only the bytes are saved. The JSON sent is
 * serialised once, from kept parts where it can be (see `serialised`).
 */
@Injectable()
export class EtagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body: unknown) => {
        const { json, etag } = serialised(body);
        void reply.header('ETag', etag);
        const held = request.headers['if-none-match'];
        if (typeof held === 'string' && held.split(/\s*,\s*/).includes(etag)) {
          void reply.code(304);
          return undefined;
        }
        // With its type set, Fastify sends the text as it is (no second serialising).
        void reply.type('application/json; charset=utf-8');
        return json;
      }),
    );
  }
}

/** A POST read that polling clients may ask conditionally (documented as such). */
export const ConditionalAnswer = () =>
  applyDecorators(
    UseInterceptors(EtagInterceptor),
    ApiHeader({
      name: 'If-None-Match',
      required: false,
      description: 'The ETag of the answer the caller holds: 304 with no body when unchanged',
    }),
    ApiResponse({ status: 304, description: 'Unchanged since the ETag sent in If-None-Match' }),
  );

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

/** A weak validator of an answer's JSON: equal answers, equal tags. */
export function etagOf(body: unknown): string {
  return tagOf(Buffer.from(JSON.stringify(body)));
}

function tagOf(json: Buffer): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

/**
 * Answers 304 with no body when the caller already holds this answer (its ETag sent back in
 * If-None-Match): what a poller of a live leaderboard does while nothing moved. The answer is
 * still computed (it is what the tag is taken from); only the bytes are saved. The JSON the tag
 * is taken from is the one sent: serialised once, and turned into bytes once.
 */
@Injectable()
export class EtagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body: unknown) => {
        const json = Buffer.from(JSON.stringify(body));
        const etag = tagOf(json);
        void reply.header('ETag', etag);
        const held = request.headers['if-none-match'];
        if (typeof held === 'string' && held.split(/\s*,\s*/).includes(etag)) {
          void reply.code(304);
          return undefined;
        }
        // With its type set, Fastify sends the bytes as they are (no second serialising).
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

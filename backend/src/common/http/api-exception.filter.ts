import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiError } from './api-response';
import { DomainError, ErrorKind } from '../domain-error';
import { isOutage } from '../resilience/outages';
import { requestErrors, SessionError } from './request.errors';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE_ENTITY',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Fastify's parser errors reach us as HttpExceptions; say what is wrong in plain words. */
const PARSER_MESSAGES: [RegExp, string][] = [
  [/not valid JSON/, 'Request body is not valid JSON'],
  [/cannot be empty/, 'Request body is empty; send a JSON object'],
  [/^Unsupported Media Type/, 'Content-Type must be application/json'],
];

export interface ApiErrorAnswer {
  httpStatus: number;
  body: ApiError;
  /** Sent as the Retry-After header. */
  retryAfterSeconds?: number;
}

/** The wait an error tells the client (an outage's, a throttled login's), if it tells one. */
function retryAfterOf(err: DomainError): number | undefined {
  const seconds = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

export function toApiError(err: unknown): ApiErrorAnswer {
  // A dependency's outage is the player's to wait out, not a bug: 503, never 500.
  if (!(err instanceof DomainError) && isOutage(err)) err = requestErrors.outage();
  if (err instanceof DomainError) {
    const retryAfterSeconds = retryAfterOf(err);
    return {
      httpStatus: STATUS_BY_KIND[err.kind],
      body: {
        status: err instanceof SessionError ? 'UA' : 'E',
        message: err.message,
        code: err.code,
      },
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    };
  }
  if (err instanceof HttpException) {
    const httpStatus = err.getStatus();
    const response = err.getResponse();
    let message = err.message;
    if (typeof response === 'object' && response !== null && 'message' in response) {
      const m = (response as { message: unknown }).message;
      message = Array.isArray(m) ? m.join('; ') : String(m);
    }
    message = PARSER_MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? message;
    if (typeof response === 'object' && response !== null && 'details' in response) {
      // Terminus health report: name what is down and keep the per-check details.
      const { error, details } = response as { error?: object; details: unknown };
      const down = Object.keys(error ?? {}).join(', ') || 'a dependency';
      return {
        httpStatus,
        body: { status: 'E', message: `Unhealthy: ${down}`, code: 'UNHEALTHY', details },
      };
    }
    const code =
      typeof response === 'object' && response !== null && 'code' in response
        ? String((response as { code: unknown }).code)
        : (CODE_BY_STATUS[httpStatus] ?? 'ERROR');
    return { httpStatus, body: { status: 'E', message, code } };
  }
  return {
    httpStatus: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { status: 'E', message: 'Something went wrong. Please try again.', code: 'INTERNAL' },
  };
}

const context = 'ApiExceptionFilter';

/**
 * Answers an exception in our envelope, and logs what an operator must see through the request's
 * logger, so the line carries the request's id.
 */
export function answerError(reply: FastifyReply, exception: unknown): void {
  const { httpStatus, body, retryAfterSeconds } = toApiError(exception);
  if (retryAfterSeconds !== undefined) {
    // One line, no stack: an outage answers every call like this until it ends.
    if (httpStatus >= 500)
      reply.log.warn({ context }, `${body.code}: ${(exception as Error).message}`);
    void reply.header('retry-after', retryAfterSeconds);
  } else if (httpStatus >= 500) {
    reply.log.error(
      { context, err: exception },
      (exception as Error)?.message ?? String(exception),
    );
  }
  void reply.status(httpStatus).send(body);
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    answerError(host.switchToHttp().getResponse<FastifyReply>(), exception);
  }
}

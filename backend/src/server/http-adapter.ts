import { BadRequestException } from '@nestjs/common';
import { FastifyAdapter as NestFastifyAdapter } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { answerError } from '../common/http/api-exception.filter';
import { lazyChildLogger, rootLogger } from '../common/logging/logging.module';
import { loadConfigOrExit } from '../config/env';

/** Node's default limit on a request's line and headers: no path parameter can be longer. */
const MAX_PATH_PARAM_LENGTH = 16 * 1024;

/** The Fastify adapter every API process uses (bench stacks too). */
export function newHttpAdapter(): NestFastifyAdapter {
  const config = loadConfigOrExit();
  return new NestFastifyAdapter({
    // Only trusted proxies may set the client IP the rate limit counts by.
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Fastify answers a path id over 100 characters with its own 414, which no route documents:
    // any length the HTTP parser lets through (16 KiB of request line and headers) reaches the
    // route's pipe, which answers 400 naming the id.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // A path part that decodes to no UTF-8 (%ED%A0%80): Fastify's own answer left the envelope.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      answerError(
        reply,
        error.code === 'FST_ERR_BAD_URL'
          ? new BadRequestException({
              message: 'The URL is not valid: a part of its path is not UTF-8 text',
              code: 'BAD_URL',
            })
          : error,
      ),
    // Each request's logger is a child of the root one, bound to its id, made only if something
    // logs through it; logRequests writes the one line per request (Fastify's own two lines
    // carry more and cost more).
    loggerInstance: rootLogger(config),
    childLoggerFactory: lazyChildLogger,
    logController: new LogController({ disableRequestLogging: true }),
    // A caller's x-request-id is kept so one id follows a request across services.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // No Nest middleware is mounted (request logging is a hook): without this, @fastify/middie's
    // hook would still run on every request.
    skipMiddie: true,
  });
}

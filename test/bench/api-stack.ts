import 'reflect-metadata';
import { Body, Controller, HttpCode, Module, Post, Type, UseGuards } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IsInt, Max, Min } from 'class-validator';
import Fastify, { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { Registry } from 'prom-client';

/**
 * One API process for the `api` and `leaderboard` benches, started as a child so its CPU is its
 * own: `BENCH_STACK` is `bare` (a plain Fastify route), `full` (the production app plus a no-op
 * route), or a comma list of layers over a Nest route (see LAYERS). `BENCH_APP_ROOT` points at
 * another build's dist (a baseline) for `full`. Sends `{ port }` to the parent when listening.
 * Stacks without the logging layer run with LOG_LEVEL=silent.
 */
export const LAYERS = [
  'nest',
  'api-key',
  'rate-limit',
  'validation',
  'logging',
  'metrics',
  'helmet',
  'jwt',
] as const;
export type Layer = (typeof LAYERS)[number];

/** The body every no-op call sends: small, and what a DTO validates. */
export const NOOP_BODY = { page: 1, limit: 50 };

class NoopDto {
  @IsInt() @Min(1) page!: number;
  @IsInt() @Min(1) @Max(100) limit!: number;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = <T>(root: string, path: string): T => require(join(root, path)) as T;

function noopControllers(root: string): { open: Type; signedIn: Type } {
  const { BearerAuthGuard } = load<typeof import('../../backend/src/common/auth')>(
    root,
    'backend/src/common/auth',
  );
  @Controller()
  class NoopController {
    @Post('noop')
    @HttpCode(200)
    noop(@Body() body: NoopDto) {
      return { status: 'S', page: body.page };
    }
  }
  @Controller()
  @UseGuards(BearerAuthGuard)
  class SignedInNoopController {
    @Post('noop')
    @HttpCode(200)
    noop(@Body() body: NoopDto) {
      return { status: 'S', page: body.page };
    }
  }
  return { open: NoopController, signedIn: SignedInNoopController };
}

async function bare(): Promise<FastifyInstance> {
  const fastify = Fastify();
  fastify.post('/bare', async () => ({ status: 'S' }));
  fastify.get('/bare', async () => ({ status: 'S' }));
  return fastify;
}

/** The production app with the no-op route added to its root module. */
async function full(root: string): Promise<FastifyInstance> {
  const { AppModule } = load<typeof import('../../backend/src/app.module')>(
    root,
    'backend/src/app.module',
  );
  const { createApp } = load<typeof import('../../backend/src/app.factory')>(
    root,
    'backend/src/app.factory',
  );
  const controllers = (Reflect.getMetadata('controllers', AppModule) as Type[]) ?? [];
  Reflect.defineMetadata(
    'controllers',
    [...controllers, noopControllers(root).signedIn],
    AppModule,
  );
  const app = await createApp();
  await app.init();
  return app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
}

/** A Nest app with only the given layers, each wired the way createApp wires it. */
async function layered(root: string, layers: Set<Layer>): Promise<FastifyInstance> {
  const imp = <T>(path: string) => load<T>(root, path);
  const { ConfigModule } = imp<typeof import('../../backend/src/config/config.module')>(
    'backend/src/config/config.module',
  );
  const { APP_CONFIG } =
    imp<typeof import('../../backend/src/config/env')>('backend/src/config/env');
  const { ApiExceptionFilter } = imp<
    typeof import('../../backend/src/common/http/api-exception.filter')
  >('backend/src/common/http/api-exception.filter');
  const { ApiKeyGuard } = imp<typeof import('../../backend/src/common/http/api-key.guard')>(
    'backend/src/common/http/api-key.guard',
  );
  const { RateLimitGuard, RateLimitModule } = imp<
    typeof import('../../backend/src/common/rate-limits/rate-limit')
  >('backend/src/common/rate-limits/rate-limit');
  const { LoggingModule, bindRequestLoggers, logRequests } = imp<
    typeof import('../../backend/src/common/logging/logging.module')
  >('backend/src/common/logging/logging.module');
  const { createValidationPipe } = imp<
    typeof import('../../backend/src/common/validation/validation.pipe')
  >('backend/src/common/validation/validation.pipe');
  const { newHttpAdapter } = imp<typeof import('../../backend/src/server/http-adapter')>(
    'backend/src/server/http-adapter',
  );
  const { registerSecurityHeaders } = imp<
    typeof import('../../backend/src/server/security-headers')
  >('backend/src/server/security-headers');
  const { instrumentHttp } = imp<typeof import('../../backend/src/server/http-metrics')>(
    'backend/src/server/http-metrics',
  );
  const { newHttpDuration } = imp<
    typeof import('../../backend/src/modules/metrics/metrics.service')
  >('backend/src/modules/metrics/metrics.service');
  const controllers = noopControllers(root);
  const imports: unknown[] = [ConfigModule];
  const providers: unknown[] = [{ provide: APP_FILTER, useClass: ApiExceptionFilter }];
  if (layers.has('api-key')) providers.push({ provide: APP_GUARD, useClass: ApiKeyGuard });
  if (layers.has('rate-limit')) {
    imports.push(RateLimitModule);
    providers.push({ provide: APP_GUARD, useClass: RateLimitGuard });
  }
  if (layers.has('logging')) imports.push(LoggingModule);
  if (layers.has('jwt')) {
    const { DatabaseModule } = imp<typeof import('../../backend/src/database/database.module')>(
      'backend/src/database/database.module',
    );
    const { AuthModule } = imp<typeof import('../../backend/src/modules/auth/auth.module')>(
      'backend/src/modules/auth/auth.module',
    );
    const { TokensService } = imp<typeof import('../../backend/src/modules/auth/tokens.service')>(
      'backend/src/modules/auth/tokens.service',
    );
    const { BearerStrategy } = imp<typeof import('../../backend/src/modules/auth/bearer.strategy')>(
      'backend/src/modules/auth/bearer.strategy',
    );
    const { ACCESS_TOKENS } =
      imp<typeof import('../../backend/src/common/auth')>('backend/src/common/auth');
    imports.push(DatabaseModule, AuthModule);
    // As AuthHttpModule provides them to every bearer guard.
    providers.push(BearerStrategy, { provide: ACCESS_TOKENS, useExisting: TokensService });
  }
  @Module({
    imports: imports as Type[],
    controllers: [layers.has('jwt') ? controllers.signedIn : controllers.open],
    providers: providers as Type[],
  })
  class BenchStackModule {}

  const app = await NestFactory.create<NestFastifyApplication>(BenchStackModule, newHttpAdapter(), {
    bufferLogs: layers.has('logging'),
    logger: layers.has('logging') ? undefined : ['error'],
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  if (layers.has('logging')) {
    const { Logger } = await import('nestjs-pino');
    app.useLogger(app.get(Logger));
    bindRequestLoggers(fastify);
    logRequests(fastify);
  }
  if (layers.has('helmet')) await registerSecurityHeaders(app, app.get(APP_CONFIG));
  app.setGlobalPrefix('api');
  if (layers.has('validation')) app.useGlobalPipes(createValidationPipe());
  if (layers.has('metrics'))
    instrumentHttp(fastify, { httpDuration: newHttpDuration(new Registry()) });
  await app.init();
  return fastify;
}

interface InjectRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * This process's CPU µs per call over `count` calls injected 20 at a time (no sockets, no
 * load generator): the stack's own cost, which CPU time measures even when the shared
 * machine's other work slows the wall clock.
 */
async function injectCpu(
  fastify: FastifyInstance,
  call: InjectRequest,
  count: number,
): Promise<number> {
  const run = async (n: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next++ < n) {
          const res = await fastify.inject({
            method: call.method,
            url: call.path,
            headers: call.headers,
            payload: call.body,
          });
          if (res.statusCode >= 300) throw new Error(`${call.path} answered ${res.statusCode}`);
        }
      }),
    );
  };
  await run(Math.min(500, count));
  const start = process.cpuUsage();
  await run(count);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}

async function main(): Promise<void> {
  const stack = process.env.BENCH_STACK ?? 'full';
  const root = resolve(process.env.BENCH_APP_ROOT ?? join(__dirname, '..', '..'));
  // What createApp does for `full`: without it each body would cost the bare and layered rows
  // two util.deprecate wrappers the production app never pays (async-resource-bind.ts).
  if (stack !== 'full') {
    load<typeof import('../../backend/src/common/logging/async-resource-bind')>(
      root,
      'backend/src/common/logging/async-resource-bind',
    ).installLeanAsyncResourceBind();
  }
  const fastify =
    stack === 'bare'
      ? await bare()
      : stack === 'full'
        ? await full(root)
        : await layered(root, new Set(stack.split(',') as Layer[]));
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message: { inject?: InjectRequest; count?: number }) => {
    if (message.inject) {
      void injectCpu(fastify, message.inject, message.count ?? 2_000).then(
        (micros) => process.send?.({ cpuMicros: micros }),
        (err: unknown) => process.send?.({ error: String(err) }),
      );
    }
  });
  process.send?.({ port: (fastify.server.address() as AddressInfo).port });
  process.on('SIGTERM', () => {
    void fastify.close().finally(() => process.exit(0));
  });
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`Bench stack failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}

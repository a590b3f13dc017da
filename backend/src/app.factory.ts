import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { installLeanAsyncResourceBind } from './common/logging/async-resource-bind';
import { registerCsvBodies } from './common/http/csv-body';
import { registerFormBodies } from './common/http/form-body';
import { bindRequestLoggers, logRequests, QuietStartLogger } from './common/logging/logging.module';
import { OperatorAuth } from './common/auth/operator-auth';
import { createValidationPipe } from './common/validation/validation.pipe';
import { APP_CONFIG, AppConfig } from './config/env';
import { QueueRegistry } from './events/queue-registry';
import { ArenaIoAdapter } from './modules/arena';
import { MetricsService } from './modules/metrics';
import { mountDocs, setApiPrefix } from './server/api-docs';
import { registerCompression } from './server/compression';
import { answerHealthDirectly } from './server/health-probe';
import { newHttpAdapter } from './server/http-adapter';
import { instrumentHttp } from './server/http-metrics';
import { mountQueueDashboard } from './server/queue-dashboard';
import { registerSecurityHeaders } from './server/security-headers';
import { mountWebClient } from './web/web-client';

// The HTTP app put together: each concern (adapter, headers, compression, metrics, health probe,
// docs, queue dashboard, the web client) lives in its own file under server/ and web/.

/** Builds the HTTP app (not listening), so tests run exactly what production runs. */
export async function createApp(): Promise<NestFastifyApplication> {
  installLeanAsyncResourceBind();
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, newHttpAdapter(), {
    bufferLogs: true,
    rawBody: false,
  });
  const config = app.get<AppConfig>(APP_CONFIG);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  app.useLogger(new QuietStartLogger(app.get(Logger)));
  bindRequestLoggers(fastify);
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new ArenaIoAdapter(app, config));
  // First, so every route registered after it (API, docs, client) is covered.
  await registerCompression(app);
  await registerSecurityHeaders(app, config);
  setApiPrefix(app);
  app.useGlobalPipes(createValidationPipe());
  answerHealthDirectly(app, fastify);
  registerCsvBodies(fastify);
  await registerFormBodies(app);
  logRequests(fastify);
  instrumentHttp(fastify, app.get(MetricsService));
  mountDocs(app);
  await mountQueueDashboard(fastify, app.get(QueueRegistry), app.get(OperatorAuth));
  if (config.serveWeb) await mountWebClient(fastify);
  return app;
}

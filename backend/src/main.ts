import 'reflect-metadata';
import cluster from 'node:cluster';
import { setTimeout as delay } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { runApiProcesses } from './processes/api-processes';
import { createApp } from './app.factory';
import { warmWebClient } from './web/web-client';
import { rootLogger } from './common/logging/logging.module';
import { warmValidation } from './common/validation/warm-validation';
import { loadConfigOrExit } from './config/env';

/** How long a starting process waits for its first screens' renders. */
const WARM_LIMIT_MS = 10_000;

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  if (cluster.isPrimary && config.apiProcesses > 1) return runApiProcesses(config);
  const app = await createApp();
  if (cluster.isWorker) {
    // Our primary is gone (killed, or restarted by `npm start`): finish and make way for the
    // processes a new primary starts, rather than linger without new connections.
    process.once('disconnect', () => void app.close().finally(() => process.exit(0)));
    // Closing, our server tells the primary (node:cluster); with the primary gone that write
    // fails (EPIPE), which is no reason to die before finishing.
    cluster.worker?.on('error', (err: NodeJS.ErrnoException) => {
      if (['EPIPE', 'ERR_IPC_CHANNEL_CLOSED'].includes(err.code ?? '')) return;
      throw err;
    });
  }
  await app.init();
  // Its first visitors get their pages with data: each first screen rendered once before the
  // process listens (in a cluster the other processes answer meanwhile). Started again after the
  // API died (`--restarted`, from `npm start`), nobody answers meanwhile: it listens at once and
  // renders them after.
  const restarted = process.argv.includes('--restarted');
  if (!restarted) await warmFirstScreens(app);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // `npm start` prints its addresses once the API serves, after its start-up lines: written out
  // first (the logger batches). To a cluster's primary, which says it for all its processes.
  await new Promise<void>((done) => rootLogger(config).flush(() => done()));
  process.send?.('ready');
  if (restarted) void warmFirstScreens(app);
  // Not awaited: requests are answered meanwhile (a DTO not compiled yet compiles on its call).
  void warmValidation(app).catch((err: Error) =>
    new Logger('Validation').warn(`Validators not compiled ahead: ${err.message}`),
  );
}

/** Renders the first screens ahead; a render stuck on a store that is down gives up after a limit. */
async function warmFirstScreens(app: NestFastifyApplication): Promise<void> {
  const started = Date.now();
  const logger = new Logger('FirstScreens');
  const limit = new AbortController();
  const warmed = await Promise.race([
    warmWebClient(app),
    delay(WARM_LIMIT_MS, null, { signal: limit.signal }).catch(() => null),
  ]);
  limit.abort();
  if (warmed === null) logger.warn(`First screens not rendered ahead within ${WARM_LIMIT_MS} ms`);
  else if (warmed.length > 0) {
    logger.log(`${warmed.length} first screens rendered ahead in ${Date.now() - started} ms`);
  }
}

void bootstrap();

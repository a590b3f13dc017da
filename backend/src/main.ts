import 'reflect-metadata';
import cluster from 'node:cluster';
import { Logger } from '@nestjs/common';
import { runApiProcesses } from './api-processes';
import { createApp } from './app.factory';
import { warmValidation } from './common/warm-validation';
import { loadConfigOrExit } from './config/env';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  if (cluster.isPrimary && config.apiProcesses > 1) return runApiProcesses(config);
  const app = await createApp();
  if (cluster.isWorker) {
    // Our primary is gone (killed, or restarted by `npm start`): finish and make way for the
    // processes a new primary starts, rather than linger without new connections.
    process.once('disconnect', () => void app.close().finally(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Not awaited: requests are answered meanwhile (a DTO not compiled yet compiles on its call).
  void warmValidation(app).catch((err: Error) =>
    new Logger('Validation').warn(`Validators not compiled ahead: ${err.message}`),
  );
}

void bootstrap();

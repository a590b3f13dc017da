import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { QuietStartLogger } from '../../backend/src/common/logging/logging.module';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(new QuietStartLogger(app.get(Logger)));
  // SIGTERM closes the BullMQ workers: in-flight jobs finish or return to the queue.
  app.enableShutdownHooks();
  // `npm start` prints its ready lines once the worker says so (an IPC channel when it runs us).
  process.send?.('ready');
}

void bootstrap();

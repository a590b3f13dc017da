import type { AddressInfo } from 'node:net';
import { INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from '../../backend/src/app.factory';
import { ConfigModule } from '../../backend/src/config/config.module';
import { DatabaseModule } from '../../backend/src/database/database.module';
import { EventsModule } from '../../backend/src/events/events.module';
import { TournamentsModule } from '../../backend/src/modules/tournaments/tournaments.module';
import { WorkerModule } from '../../worker/src/worker.module';
import { enforceContract } from './contract';

export const API_KEY = 'test-api-key';
export const OPERATOR_TOKEN = 'test-operator-token';

/** The API exactly as production builds it, ready for `app.inject`. */
export async function startApi(): Promise<NestFastifyApplication> {
  const app = await createApp();
  enforceContract(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** Listens on a free local port (for socket clients) and answers the API's address. */
export async function listenApi(app: NestFastifyApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** The API side of the event path without HTTP: domain services, outbox, a relay we control. */
@Module({ imports: [ConfigModule, DatabaseModule, EventsModule, TournamentsModule] })
class DomainModule {}

export function startDomain(): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(DomainModule, { logger: ['error'] });
}

/** The worker process's module graph: processors, relay and start-up sweep, for real. */
export async function startWorker(): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: ['error'] });
  worker.enableShutdownHooks();
  return worker;
}

/** Empties every table but the migrations bookkeeping, so each test starts from nothing. */
export async function resetDatabase(dataSource: DataSource): Promise<void> {
  const tables: { tablename: string }[] = await dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'`,
  );
  if (tables.length) {
    await dataSource.query(
      `TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`,
    );
  }
}

/** Polls until `check` holds (or fails with the last value seen). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline)
      throw new Error(`Condition not met; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

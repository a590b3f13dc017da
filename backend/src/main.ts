import 'reflect-metadata';
import { createApp } from './app.factory';
import { APP_CONFIG, AppConfig } from './config/env';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen({ port: config.port, host: '0.0.0.0' });
}

void bootstrap();

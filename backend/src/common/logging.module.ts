import { RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, AppConfig } from '../config/env';

/** Structured request logs, tagged with Fastify's request id (see app.factory). */
export const LoggingModule = LoggerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["api-key"]'],
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      transport:
        config.nodeEnv === 'development' && process.stdout.isTTY
          ? { target: 'pino-pretty', options: { singleLine: true } }
          : undefined,
    },
  }),
});

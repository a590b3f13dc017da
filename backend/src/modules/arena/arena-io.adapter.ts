import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { IncomingMessage } from 'node:http';
import cluster from 'node:cluster';
import type { AppConfig } from '../../config/env';
import { createRedis, RedisClient } from '../../events/redis';

// Nest's own copy of socket.io's types (its version may differ from ours by a patch).
type IoServer = ReturnType<IoAdapter['createIOServer']>;
type IoOptions = Parameters<IoAdapter['createIOServer']>[1];

/**
 * socket.io across API instances: the Redis Streams adapter relays broadcasts between instances
 * (a stream, so a Redis blip loses no packet) and keeps sessions for connection state recovery,
 * so a client that drops briefly gets its missed events back on any instance.
 */
export class ArenaIoAdapter extends IoAdapter {
  private readonly clients: RedisClient[] = [];
  private readonly logger = new Logger(ArenaIoAdapter.name);

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: IoOptions): IoServer {
    const redis = createRedis(this.config, { maxRetriesPerRequest: null });
    // A Redis blip is the adapter's to ride out (it retries, and the stream keeps the packets).
    redis.on('error', (err: Error) => this.logger.warn(`socket.io adapter Redis: ${err.message}`));
    this.clients.push(redis);
    const prefix = `${this.config.redisPrefix}:arena:io`;
    return super.createIOServer(port, {
      ...options,
      cors: { origin: [this.config.appUrl], credentials: true },
      // The client bundles socket.io-client; serving its file would also wrap every HTTP request.
      serveClient: false,
      // Up to the reconnect grace a dropped client resumes where it was (rooms, missed events).
      connectionStateRecovery: {
        maxDisconnectionDuration: this.config.matches.reconnectSeconds * 1000,
        skipMiddlewares: true,
      },
      // Long-polling sends each request of a session anew, and node:cluster may hand it to a
      // process that does not hold the session: beside other processes, WebSocket only.
      ...(cluster.isWorker && { allowRequest: refuseLongPolling }),
      adapter: createAdapter(redis, {
        streamName: `${prefix}:stream`,
        channelPrefix: `${prefix}:channel`,
        sessionKeyPrefix: `${prefix}:session:`,
        onlyPlaintext: true,
        // The reading connection notices a close within this.
        blockTimeInMs: 2000,
      }),
    } as IoOptions) as IoServer;
  }

  override async close(server: IoServer): Promise<void> {
    await super.close(server);
    await Promise.all(this.clients.map((c) => c.quit().catch(() => undefined)));
  }
}

export const LONG_POLLING_REFUSED =
  'This server runs several API processes and takes socket.io over WebSocket only: ' +
  "connect with transports: ['websocket']";

function refuseLongPolling(
  req: IncomingMessage,
  answer: (message: string | null | undefined, allowed: boolean) => void,
): void {
  const polling = /[?&]transport=polling(&|$)/.test(req.url ?? '');
  answer(polling ? LONG_POLLING_REFUSED : null, !polling);
}

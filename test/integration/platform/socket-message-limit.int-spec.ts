import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, Socket } from 'socket.io-client';
import { SOCKET_MESSAGES_PER_SECOND } from '../../../backend/src/common/rate-limits/socket-message-limit';
import { createPlayer } from '../../factories/user.factory';
import { listenApi, startApi } from '../../utils/stack';

interface Ack {
  status: 'S' | 'E';
  code?: string;
  message?: string;
}

/**
 * One socket's flood is capped (20,000 arena `watch` at ~4,650/s were all answered and slowed
 * every other player): past the per-second share a message is answered TOO_MANY_MESSAGES
 * without being handled, and a socket that keeps on is disconnected. Others are not affected.
 */
describe('the message limit of each socket, in the arena and on the live channel', () => {
  let app: NestFastifyApplication;
  let url: string;
  let tokens: string[];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startApi();
    url = await listenApi(app);
    tokens = [(await createPlayer(app)).token, (await createPlayer(app)).token];
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await app.close();
  });

  async function connect(path: string, token: string): Promise<Socket> {
    const socket = io(`${url}${path}`, {
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  const watch = (socket: Socket, body: object): Promise<Ack> =>
    socket.timeout(10_000).emitWithAck('watch', body);

  it.each([
    ['arena', '/', { event_id: 1 }],
    ['live channel', '/live', { event_id: 1, page: 1, limit: 10 }],
  ])(
    'answers a burst past the share with TOO_MANY_MESSAGES on the %s, and others as before',
    async (_name, path, body) => {
      const flooder = await connect(path, tokens[0]);
      const other = await connect(path, tokens[1]);
      const burst = SOCKET_MESSAGES_PER_SECOND + 10;
      const answers = await Promise.all(Array.from({ length: burst }, () => watch(flooder, body)));
      const refused = answers.filter((a) => a.code === 'TOO_MANY_MESSAGES');
      // A second may turn over inside the burst: at least the excess of one window is refused.
      expect(refused.length).toBeGreaterThanOrEqual(burst - 2 * SOCKET_MESSAGES_PER_SECOND);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]).toEqual({
        status: 'E',
        message: `Too many messages: at most ${SOCKET_MESSAGES_PER_SECOND} a second. Please slow down.`,
        code: 'TOO_MANY_MESSAGES',
      });
      expect(answers.slice(0, SOCKET_MESSAGES_PER_SECOND).map((a) => a.code)).not.toContain(
        'TOO_MANY_MESSAGES',
      );
      // Another player's socket is answered as usual meanwhile.
      expect((await watch(other, body)).code).not.toBe('TOO_MANY_MESSAGES');
      // Once the second has passed, the flooder's share is back.
      await new Promise((r) => setTimeout(r, 1_100));
      expect((await watch(flooder, body)).code).not.toBe('TOO_MANY_MESSAGES');
    },
  );

  it.each([
    ['arena', '/', { event_id: 1 }],
    ['live channel', '/live', { event_id: 1, page: 1, limit: 10 }],
  ])('disconnects a socket that floods the %s', async (_name, path, body) => {
    const flooder = await connect(path, tokens[0]);
    const closed = new Promise<string>((resolve) => flooder.once('disconnect', resolve));
    for (let i = 0; i < 20 * SOCKET_MESSAGES_PER_SECOND; i++) flooder.emit('watch', body);
    await expect(closed).resolves.toBe('io server disconnect');
    const other = await connect(path, tokens[1]);
    expect((await watch(other, body)).code).not.toBe('TOO_MANY_MESSAGES');
  });
});

import type { Namespace, Server, Socket } from 'socket.io';

/** Messages one socket may send a second; the site's own client sends a few at most. */
export const SOCKET_MESSAGES_PER_SECOND = 20;
/** A socket sending this many times its share in one second is flooding: it is closed. */
const CLOSE_AT = 5 * SOCKET_MESSAGES_PER_SECOND;

export const TOO_MANY_MESSAGES = {
  status: 'E',
  message: `Too many messages: at most ${SOCKET_MESSAGES_PER_SECOND} a second. Please slow down.`,
  code: 'TOO_MANY_MESSAGES',
} as const;

/**
 * Caps what each socket of `server` may send: past SOCKET_MESSAGES_PER_SECOND in a second a
 * message is not handled and its acknowledgement says TOO_MANY_MESSAGES; past CLOSE_AT the
 * socket is disconnected. One socket's flood (20,000 arena `watch` at ~4,650/s were all
 * answered) otherwise slowed every other player's calls.
 */
export function limitSocketMessages(server: Server | Namespace): void {
  server.on('connection', (socket: Socket) => {
    let windowStart = 0;
    let count = 0;
    socket.use((packet, next) => {
      const now = Date.now();
      if (now - windowStart >= 1_000) {
        windowStart = now;
        count = 0;
      }
      count++;
      if (count <= SOCKET_MESSAGES_PER_SECOND) return next();
      if (count > CLOSE_AT) {
        if (socket.connected) socket.disconnect(true);
        return;
      }
      const ack: unknown = packet[packet.length - 1];
      if (typeof ack === 'function') (ack as (answer: unknown) => void)(TOO_MANY_MESSAGES);
    });
  });
}

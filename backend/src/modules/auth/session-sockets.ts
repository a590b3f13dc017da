import { Injectable } from '@nestjs/common';
import type { Namespace, Server, Socket } from 'socket.io';
import { AuthUser } from '../../common/auth/auth-user';
import { isOutage } from '../../common/resilience/outages';
import { requestErrors } from '../../common/http/request.errors';
import { ActiveSessions } from './active-sessions';

/**
 * Pushed to a socket whose session ended, just before the server closes it: the client asks the
 * API whether it is still signed in (a 401 signs it out). Renaming it breaks clients.
 */
export const SESSION_ENDED_EVENT = 'session_ended';

/** What `session_ended` carries, and the acknowledgement of a message refused for it. */
export interface SessionEndedView {
  status: 'E';
  message: string;
  code: string;
}

const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const sessionsOfRoom = (userId: string) => `sessions-of:${userId}`;

function sessionEnded(): SessionEndedView {
  const { message, code } = requestErrors.sessionEnded();
  return { status: 'E', message, code };
}

/**
 * A signed-in socket lives no longer than its session (the one its handshake's token named,
 * kept in `socket.data.user`). Every revocation this process hears (its own, or another's over
 * the sessions channel) closes the matching sockets held here; and each message asks the same
 * session check as a bearer call (memory, or PostgreSQL once per SESSION_CACHE_MS), so a socket
 * whose revocation went unheard ends at its next message.
 */
@Injectable()
export class SessionSockets {
  constructor(private readonly sessions: ActiveSessions) {}

  /** From now on, revocations close the sockets of `server` they name. Returns a stop function. */
  closeOnRevocation(server: Server | Namespace): () => void {
    return this.sessions.onRevoked(({ sessions = [], users = [] }) => {
      const rooms = [...sessions.map(sessionRoom), ...users.map(sessionsOfRoom)];
      if (!rooms.length) return;
      // Every process hears the revocation and closes its own sockets: nothing goes between them.
      server.local.to(rooms).emit(SESSION_ENDED_EVENT, sessionEnded());
      server.local.in(rooms).disconnectSockets();
    });
  }

  /**
   * A connecting socket of a signed-in player joins the rooms revocations close. One recovered
   * after a drop skipped the handshake's check, and its session may have ended meanwhile:
   * checked here. False when the socket is being closed.
   */
  async connected(socket: Socket): Promise<boolean> {
    const user = socket.data.user as AuthUser | undefined;
    if (!user) return true;
    if (socket.recovered && (await this.ended(socket))) return false;
    await socket.join([sessionRoom(user.sessionId), sessionsOfRoom(user.id)]);
    return true;
  }

  /**
   * Before a message is handled: the acknowledgement to answer when the socket's session has
   * ended (the socket closes right after it), or null to go on. Visitors' sockets pass.
   */
  async refusal(socket: Socket): Promise<SessionEndedView | null> {
    return (await this.ended(socket)) ? sessionEnded() : null;
  }

  private async ended(socket: Socket): Promise<boolean> {
    const user = socket.data.user as AuthUser | undefined;
    if (!user || (await this.stillActive(user))) return false;
    // Sent from here at once: with connection state recovery, `socket.emit` first waits for
    // the adapter's stream, and would come after the close.
    socket.nsp.local.to(socket.id).emit(SESSION_ENDED_EVENT, sessionEnded());
    // After the acknowledgement the caller is about to send.
    setImmediate(() => socket.disconnect());
    return true;
  }

  /**
   * A socket signed in with a session live when it connected; with PostgreSQL unreachable it
   * plays on (the arena's matches live in Redis): no revocation can commit then either, and one
   * committed before was announced.
   */
  private async stillActive(user: AuthUser): Promise<boolean> {
    try {
      return await this.sessions.isActive(user.sessionId, user.id);
    } catch (err) {
      if (isOutage(err)) return true;
      throw err;
    }
  }
}

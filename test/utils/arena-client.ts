import { io, Socket } from 'socket.io-client';

/** A match as the server sends it (MatchView). */
export interface SeenMatch {
  match_id: string;
  event_id: number;
  players: Record<'x' | 'o', { user_id: string; player_name: string; away: boolean }>;
  board: ('x' | 'o' | null)[];
  turn: 'x' | 'o';
  status: 'playing' | 'over';
  result: 'x' | 'o' | 'draw' | 'void' | null;
  reason: string | null;
  move_deadline: number;
  server_time: number;
}

export interface ArenaAck {
  status: 'S' | 'E';
  state?: string;
  match?: SeenMatch;
  /** With `searching` and `watching`: the tournament's lobby. */
  searching?: number;
  online?: number;
  message?: string;
  code?: string;
}

/** A player's socket.io connection, remembering every match view it was sent. */
/** `lobby`: how many search and are online in a tournament. */
export interface SeenLobby {
  event_id: number;
  searching: number;
  online: number;
}

export class ArenaClient {
  readonly seen: SeenMatch[] = [];
  readonly lobbies: SeenLobby[] = [];
  private waiters: { check: (m: SeenMatch) => boolean; done: (m: SeenMatch) => void }[] = [];

  constructor(readonly socket: Socket) {
    socket.on('lobby', (l: SeenLobby) => this.lobbies.push(l));
    socket.on('match', (m: SeenMatch) => {
      this.seen.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.check(m)) return true;
        w.done(m);
        return false;
      });
    });
  }

  static async connect(url: string, token: string | null, reconnect = false): Promise<ArenaClient> {
    const socket = io(url, {
      auth: token ? { token } : {},
      transports: ['websocket'],
      reconnection: reconnect,
      forceNew: true,
    });
    const client = new ArenaClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (err) => reject(err));
    });
    return client;
  }

  call(event: 'play' | 'leave' | 'move' | 'watch', body: unknown): Promise<ArenaAck> {
    return this.socket.timeout(10_000).emitWithAck(event, body);
  }

  play(eventId: number) {
    return this.call('play', { event_id: eventId });
  }

  move(matchId: string, cell: number) {
    return this.call('move', { match_id: matchId, cell });
  }

  /** The first match view (already seen since `from`, or still to come) that passes `check`. */
  next(check: (m: SeenMatch) => boolean, timeoutMs = 15_000, from = 0): Promise<SeenMatch> {
    const already = this.seen.slice(from).find(check);
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no such match view; last: ${JSON.stringify(this.seen.at(-1))}`)),
        timeoutMs,
      );
      this.waiters.push({
        check,
        done: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  close(): void {
    this.socket.disconnect();
  }
}

import { BadRequestException, Logger, OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { Counter, Gauge } from 'prom-client';
import type { Server, Socket } from 'socket.io';
import { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/domain-error';
import { limitSocketMessages } from '../../common/rate-limits/socket-message-limit';
import { createValidationPipe } from '../../common/validation/validation.pipe';
import { SessionSockets, TokensService } from '../auth';
import { MetricsService } from '../metrics';
import { ArenaService } from './arena.service';
import { LeaveDto, MoveDto, PlayDto, WatchDto } from './dto/arena-calls.dto';
import { MatchViewDto, toMatchView } from './dto/match-view.dto';
import { LobbyCounts, MatchState, ONLINE_REFRESH_MS } from './match-store';

/** How often this instance sweeps the shared timers (every instance does; a match ends once). */
const SWEEP_EVERY_MS = 250;
/**
 * A tournament's lobby counts are pushed at most this often per instance: a burst of searches
 * costs one count, and the panels see changes within it.
 */
const LOBBY_PUSH_MS = 1_000;

type Ack =
  | { status: 'S'; state: 'left' | 'moved' }
  | ({ status: 'S'; state: 'searching' | 'watching' } & LobbyCounts)
  | { status: 'S'; state: 'match'; match: MatchViewDto }
  | { status: 'E'; message: string; code: string };

/** `lobby`, pushed to the panels open on a tournament: who searches and who is online there. */
export interface LobbyView extends LobbyCounts {
  event_id: number;
}

const userRoom = (userId: string) => `user:${userId}`;
const lobbyRoom = (tournamentId: number) => `lobby:${tournamentId}`;

/**
 * The tournaments whose panels this socket has open. A plain array: connection state recovery
 * restores `socket.data` from its serialised copy.
 */
function watchedBy(socket: Socket): number[] {
  const watching: unknown = socket.data.watching;
  return Array.isArray(watching) ? (watching as number[]) : [];
}

/**
 * Real-time tic-tac-toe over socket.io (path /socket.io), authenticated by the API's access
 * token in the handshake (`auth.token`). Client → server: `play` { event_id }, `leave`
 * { event_id }, `move` { match_id, cell }, `here` (present after all), `watch` { event_id } (the
 * panel is open: online there; answers the match in progress or the lobby's counts), each
 * acknowledged with the API's envelope. Server → client: `match` (the match view) after every
 * change, to both players on whichever instance they are connected; `lobby` (how many search and
 * are online) to the panels open on a tournament when it changes. Each socket joins its player's room, so a player's tabs and reconnects
 * all follow the match.
 */
@WebSocketGateway()
export class ArenaGateway
  implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy
{
  @WebSocketServer() server!: Server;
  private readonly logger = new Logger(ArenaGateway.name);
  private readonly validation = createValidationPipe();
  private sweeper?: NodeJS.Timeout;
  private sweeping = false;
  private closing = false;
  /** Calls, sweeps and connection changes under way: the shutdown waits for them. */
  private readonly busy = new Set<Promise<unknown>>();
  private readonly moves: Counter;
  private readonly ended: Counter;
  /** Tournaments whose lobby push is due, with the players to mark online then. */
  private readonly lobbyDue = new Map<number, Set<string>>();
  private lastOnlineRefresh = Date.now();
  private stopClosing?: () => void;

  constructor(
    private readonly arena: ArenaService,
    private readonly tokens: TokensService,
    private readonly sessionSockets: SessionSockets,
    metrics: MetricsService,
  ) {
    const sockets = () => this.server?.engine?.clientsCount ?? 0;
    new Gauge({
      name: 'arena_sockets',
      help: 'Tic-tac-toe sockets connected to this API instance',
      registers: [metrics.registry],
      collect() {
        this.set(sockets());
      },
    });
    new Gauge({
      name: 'arena_matches_in_progress',
      help: 'Tic-tac-toe matches being played, all instances',
      registers: [metrics.registry],
      aggregator: 'first',
      async collect() {
        this.set(await arena.countPlaying());
      },
    });
    this.moves = new Counter({
      name: 'arena_moves_total',
      help: 'Moves applied through this API instance',
      registers: [metrics.registry],
    });
    this.ended = new Counter({
      name: 'arena_matches_finished_total',
      help: 'Matches ended through this API instance, by how they ended',
      labelNames: ['reason'] as const,
      registers: [metrics.registry],
    });
  }

  afterInit(server: Server): void {
    limitSocketMessages(server);
    server.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || !token) {
        next(new Error('User is not logged in.'));
        return;
      }
      this.tokens.verifyAccessToken(token).then(
        (user) => {
          socket.data.user = user;
          next();
        },
        (err: Error) => next(new Error(err instanceof DomainError ? err.message : 'Try again.')),
      );
    });
    this.stopClosing = this.sessionSockets.closeOnRevocation(server);
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /**
   * Runs before the Redis connections close (the store's at application shutdown, the adapter's
   * after the socket server): whatever is under way finishes first, and nothing new starts, so
   * no Redis command (ours, or one the adapter sends for us) outlives its connection.
   */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweeper);
    this.stopClosing?.();
    await Promise.allSettled([...this.busy]);
  }

  handleConnection(socket: Socket): Promise<void> {
    const user = socket.data.user as AuthUser | undefined;
    if (!user || this.closing) return Promise.resolve();
    return this.track(async () => {
      if (!(await this.sessionSockets.connected(socket))) return;
      await socket.join(userRoom(user.id));
      try {
        // Back within the grace: the board comes back, and the opponent sees the player return.
        const match = await this.arena.presence(user.id, false);
        if (match) this.broadcast(match);
      } catch (err) {
        this.logger.error(`Arena reconnect of ${user.id} failed: ${(err as Error).message}`);
      }
    });
  }

  /**
   * An instance going down says nothing of its players: they reconnect to another (resuming
   * their session, search included), and the timers run as if it had died.
   */
  handleDisconnect(socket: Socket): Promise<void> {
    const user = socket.data.user as AuthUser | undefined;
    if (!user || this.closing) return Promise.resolve();
    return this.track(async () => {
      try {
        // Another tab or a reconnect on any instance keeps the player present.
        if (await this.connected(user.id)) return;
        const match = await this.arena.presence(user.id, true);
        if (match) this.broadcast(match);
        const searching = socket.data.searching as number | undefined;
        if (searching) await this.arena.leave(user.id, searching);
        for (const tournamentId of watchedBy(socket)) {
          await this.arena.offline(user.id, tournamentId);
          this.lobbyChanged(tournamentId);
        }
      } catch (err) {
        this.logger.error(`Arena disconnect of ${user.id} failed: ${(err as Error).message}`);
      }
    });
  }

  @SubscribeMessage('play')
  play(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.answer(socket, async () => {
      const { event_id } = await this.valid(PlayDto, body);
      const user = socket.data.user as AuthUser;
      const outcome = await this.arena.play(user.id, event_id);
      await this.follow(socket, event_id);
      if (outcome.kind === 'searching') {
        socket.data.searching = event_id;
        this.lobbyChanged(event_id);
        return { status: 'S', state: 'searching', ...outcome.counts };
      }
      socket.data.searching = undefined;
      this.lobbyChanged(event_id, user.id);
      const match = await this.withOpponentPresence(outcome.match, user.id);
      this.broadcast(match);
      return { status: 'S', state: 'match', match: toMatchView(match) };
    });
  }

  @SubscribeMessage('leave')
  leave(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.answer(socket, async () => {
      const { event_id } = await this.valid(LeaveDto, body);
      if (await this.arena.leave((socket.data.user as AuthUser).id, event_id)) {
        this.lobbyChanged(event_id);
      }
      socket.data.searching = undefined;
      return { status: 'S', state: 'left' };
    });
  }

  /**
   * The game panel is open on a tournament: the player counts as online there and gets the
   * match they are in (a reload or another tab takes them back to it) or the lobby's counts.
   */
  @SubscribeMessage('watch')
  watch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.answer(socket, async () => {
      const { event_id } = await this.valid(WatchDto, body);
      const outcome = await this.arena.watch((socket.data.user as AuthUser).id, event_id);
      await this.follow(socket, event_id);
      this.lobbyChanged(event_id);
      return outcome.kind === 'match'
        ? { status: 'S', state: 'match', match: toMatchView(outcome.match) }
        : { status: 'S', state: 'watching', ...outcome.counts };
    });
  }

  /** The client saw itself marked away while connected (a dying instance's doubt). */
  @SubscribeMessage('here')
  here(@ConnectedSocket() socket: Socket): Promise<Ack> {
    return this.answer(socket, async () => {
      const match = await this.arena.presence((socket.data.user as AuthUser).id, false);
      if (match) this.broadcast(match);
      return match
        ? { status: 'S', state: 'match', match: toMatchView(match) }
        : { status: 'S', state: 'left' };
    });
  }

  @SubscribeMessage('move')
  move(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.answer(socket, async () => {
      const { match_id, cell } = await this.valid(MoveDto, body);
      const { match, refusal } = await this.arena.move(
        (socket.data.user as AuthUser).id,
        match_id,
        cell,
      );
      if (!refusal) this.moves.inc();
      // Both players see the move (or the timer it came too late for) first; the ack follows
      // once a finished match is saved.
      if (match) {
        this.broadcast(match);
        await this.arena.settle(match);
      }
      if (refusal) throw refusal;
      return { status: 'S', state: 'moved' };
    });
  }

  /**
   * An opponent left in the queue by an instance that died has no socket anywhere: their
   * reconnect grace starts now, so the player who found them does not wait out a move clock.
   */
  private async withOpponentPresence(match: MatchState, userId: string): Promise<MatchState> {
    if (match.moves.length || match.x.userId === userId) return match;
    // A player who is in fact connected clears it at once (`here`, or any move).
    if (await this.connected(match.x.userId)) return match;
    return (await this.arena.presence(match.x.userId, true)) ?? match;
  }

  /** Whether the player has a socket on any instance; this one's are counted without Redis. */
  private async connected(userId: string): Promise<boolean> {
    const room = userRoom(userId);
    if (this.server.sockets.adapter.rooms.get(room)?.size) return true;
    // An instance that died answers nobody until the cluster forgets it: then only ours count.
    const sockets = await this.server
      .in(room)
      .fetchSockets()
      .catch(() => []);
    return sockets.length > 0;
  }

  /** The socket gets the tournament's lobby pushes, and its player is kept online there. */
  private async follow(socket: Socket, tournamentId: number): Promise<void> {
    const watching = watchedBy(socket);
    if (!watching.includes(tournamentId)) socket.data.watching = [...watching, tournamentId];
    await socket.join(lobbyRoom(tournamentId));
  }

  /** Pushes the tournament's counts soon (once per LOBBY_PUSH_MS however many changes). */
  private lobbyChanged(tournamentId: number, seen?: string): void {
    let due = this.lobbyDue.get(tournamentId);
    if (!due) {
      due = new Set();
      this.lobbyDue.set(tournamentId, due);
      setTimeout(() => void this.pushLobby(tournamentId), LOBBY_PUSH_MS).unref();
    }
    if (seen) due.add(seen);
  }

  private async pushLobby(tournamentId: number): Promise<void> {
    const seen = this.lobbyDue.get(tournamentId) ?? new Set<string>();
    this.lobbyDue.delete(tournamentId);
    if (this.closing) return;
    try {
      const counts = await this.track(() => this.arena.lobby(tournamentId, [...seen]));
      const view: LobbyView = { event_id: tournamentId, ...counts };
      this.server.to(lobbyRoom(tournamentId)).emit('lobby', view);
    } catch (err) {
      this.logger.warn(`Arena lobby of ${tournamentId} not pushed: ${(err as Error).message}`);
    }
  }

  /** This instance's open panels are seen again, so only a dead instance's players age out. */
  private async refreshOnline(): Promise<void> {
    if (Date.now() - this.lastOnlineRefresh < ONLINE_REFRESH_MS) return;
    this.lastOnlineRefresh = Date.now();
    const byTournament = new Map<number, Set<string>>();
    for (const socket of this.server.sockets.sockets.values()) {
      const user = socket.data.user as AuthUser | undefined;
      if (!user) continue;
      for (const tournamentId of watchedBy(socket)) {
        const users = byTournament.get(tournamentId) ?? new Set<string>();
        byTournament.set(tournamentId, users.add(user.id));
      }
    }
    await Promise.all(
      [...byTournament].map(([tournamentId, users]) => this.arena.lobby(tournamentId, [...users])),
    );
  }

  /** Sockets of this instance (the bench and operators read it beside the match counts). */
  localSockets(): number {
    return this.server.engine.clientsCount;
  }

  private broadcast(match: MatchState): void {
    if (match.status === 'over') this.ended.inc({ reason: match.reason ?? 'unknown' });
    this.server
      .to([userRoom(match.x.userId), userRoom(match.o.userId)])
      .emit('match', toMatchView(match));
  }

  private async sweep(): Promise<void> {
    if (this.sweeping || this.closing) return;
    this.sweeping = true;
    try {
      await this.track(async () => {
        for (const match of await this.arena.sweep()) this.broadcast(match);
        await this.refreshOnline();
      });
    } catch (err) {
      this.logger.error(`Arena sweep failed: ${(err as Error).message}`);
    } finally {
      this.sweeping = false;
    }
  }

  private track<T>(work: () => Promise<T>): Promise<T> {
    const run = work();
    this.busy.add(run);
    const done = () => this.busy.delete(run);
    run.then(done, done);
    return run;
  }

  private async valid<T extends object>(type: new () => T, body: unknown): Promise<T> {
    return (await this.validation.transform(body, { type: 'body', metatype: type })) as T;
  }

  /**
   * The API's envelope for socket acknowledgements: S, or E with a message and code. A socket
   * whose session has ended is answered so, and closed.
   */
  private async answer(socket: Socket, work: () => Promise<Ack>): Promise<Ack> {
    if (this.closing) {
      // The socket is about to drop; the client reconnects to another instance and asks again.
      return {
        status: 'E',
        message: 'The game server is restarting. Please try again.',
        code: 'UNAVAILABLE',
      };
    }
    try {
      return await this.track(
        async () => (await this.sessionSockets.refusal(socket)) ?? (await work()),
      );
    } catch (err) {
      if (err instanceof DomainError) return { status: 'E', message: err.message, code: err.code };
      if (err instanceof BadRequestException) {
        const body = err.getResponse() as { message: string; code: string };
        return { status: 'E', message: body.message, code: body.code };
      }
      this.logger.error(`Arena call failed: ${(err as Error).stack}`);
      return { status: 'E', message: 'Something went wrong. Please try again.', code: 'INTERNAL' };
    }
  }
}

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
import { Counter, Gauge, Histogram } from 'prom-client';
import type { Namespace, Socket } from 'socket.io';
import { AuthUser } from '../../common/auth/auth-user';
import { limitSocketMessages } from '../../common/rate-limits/socket-message-limit';
import { createValidationPipe } from '../../common/validation/validation.pipe';
import { SessionSockets, TokensService } from '../auth';
import { GameId } from '../games';
import { MetricsService } from '../metrics';
import { NotificationsFeed, NotificationsService } from '../notifications';
import { EntriesFeed, LeaderboardService, StandingsFeed, TournamentsService } from '../tournaments';
import { Coalescer } from './coalescer';
import { WatchDto, WatchEntriesDto } from './dto/live-calls.dto';

/** At most this often per tournament its watchers get an update (a burst folds into one). */
export const PUSH_GAP_MS = 200;
/** Leaderboard pages (and tournaments' entries) one socket may watch at once (a tab shows one or two). */
const MAX_WATCHED = 4;

type Ack = { status: 'S' } | { status: 'E'; message: string; code: string };

const userRoom = (userId: string) => `user:${userId}`;
const pageRoom = (eventId: number, page: number, limit: number) => `lb:${eventId}:${page}:${limit}`;
const entriesRoom = (eventId: number) => `entries:${eventId}`;

/**
 * The site's live channel (socket.io namespace /live): leaderboards that move and the
 * notification bell. Visitors connect without a token and may watch leaderboards; a valid
 * access token (`auth.token`) also joins the player's own room. Client → server: `watch` and
 * `unwatch` { event_id, page, limit }, `watch_entries` and `unwatch_entries` { event_id },
 * acknowledged with the API's envelope. Server → client: `standings` (the page's rows, with the
 * standings version: a client keeps the newest), `standings_own` (the player's own row),
 * `entries` (a followed tournament's seats taken and recent participants), `notifications`
 * { unread_count }.
 *
 * Each API process pushes to its own sockets only: a change heard on the standings feed (from any
 * process) is read once per watched page here and sent to that page's room, at most every
 * PUSH_GAP_MS per tournament. Nothing a socket receives depends on another process being up.
 */
@WebSocketGateway({ namespace: '/live' })
export class LiveGateway
  implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy
{
  @WebSocketServer() nsp!: Namespace;
  private readonly logger = new Logger(LiveGateway.name);
  private readonly validation = createValidationPipe();
  /** Watched pages of this process, by tournament. */
  private readonly watched = new Map<number, Set<string>>();
  /**
   * Per watched page, what was last sent to its room: a change heard after the read that already
   * showed it (the feed trails the write) reads the same page again, and is not sent twice.
   */
  private readonly lastSent = new Map<string, string>();
  private readonly pushes: Coalescer<number>;
  private readonly entriesPushes: Coalescer<number>;
  private readonly stops: (() => void)[] = [];
  private readonly sent: Counter;
  private readonly pushSeconds: Histogram;

  constructor(
    private readonly tokens: TokensService,
    private readonly sessionSockets: SessionSockets,
    private readonly leaderboard: LeaderboardService,
    private readonly standings: StandingsFeed,
    private readonly tournaments: TournamentsService,
    private readonly entriesFeed: EntriesFeed,
    private readonly notifications: NotificationsService,
    private readonly notificationsFeed: NotificationsFeed,
    metrics: MetricsService,
  ) {
    this.pushes = new Coalescer(PUSH_GAP_MS, (id) => this.push(id));
    this.entriesPushes = new Coalescer(PUSH_GAP_MS, (id) => this.pushEntries(id));
    const nsp = () => this.nsp;
    const watched = this.watched;
    new Gauge({
      name: 'live_sockets',
      help: 'Sockets on the live channel (leaderboards, bell) of this API instance',
      registers: [metrics.registry],
      collect() {
        this.set(nsp()?.sockets.size ?? 0);
      },
    });
    new Gauge({
      name: 'live_rooms',
      help: 'Leaderboard pages watched on this API instance',
      registers: [metrics.registry],
      collect() {
        let rooms = 0;
        for (const set of watched.values()) rooms += set.size;
        this.set(rooms);
      },
    });
    this.sent = new Counter({
      name: 'live_pushes_total',
      help: 'Messages pushed to sockets by this API instance, by event',
      labelNames: ['event'] as const,
      registers: [metrics.registry],
    });
    this.pushSeconds = new Histogram({
      name: 'live_push_seconds',
      help: 'Time to read and push one tournament’s watched pages',
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1],
      registers: [metrics.registry],
    });
  }

  afterInit(nsp: Namespace): void {
    limitSocketMessages(nsp);
    nsp.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || !token) return next();
      // A token that no longer verifies (expired) leaves a visitor: leaderboards still move; the
      // client reconnects with its refreshed token.
      this.tokens.verifyAccessToken(token).then(
        (user) => {
          socket.data.user = user;
          next();
        },
        () => next(),
      );
    });
    this.stops.push(this.sessionSockets.closeOnRevocation(nsp));
    this.stops.push(this.standings.listen(({ id }) => this.changed(id)));
    this.stops.push(this.notificationsFeed.listen((userId) => void this.pushUnread(userId)));
    this.stops.push(
      this.entriesFeed.listen((id) => {
        if (this.nsp.adapter.rooms.get(entriesRoom(id))?.size) this.entriesPushes.schedule(id);
      }),
    );
  }

  onModuleDestroy(): void {
    this.stops.forEach((stop) => stop());
    this.pushes.close();
    this.entriesPushes.close();
  }

  async handleConnection(socket: Socket): Promise<void> {
    const user = socket.data.user as AuthUser | undefined;
    if (user && (await this.sessionSockets.connected(socket))) await socket.join(userRoom(user.id));
  }

  handleDisconnect(socket: Socket): void {
    // socket.io has left its rooms; pages nobody here watches any more are dropped.
    for (const room of (socket.data.watching as Set<string> | undefined) ?? [])
      this.unwatched(room);
  }

  @SubscribeMessage('watch')
  watch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.answer(socket, async () => {
      const { event_id, page, limit } = await this.valid(WatchDto, body);
      if ((await this.leaderboard.gameOf(event_id)) === null) {
        return { status: 'E', message: 'Tournament not found.', code: 'TOURNAMENT_NOT_FOUND' };
      }
      const watching: Set<string> = (socket.data.watching ??= new Set<string>());
      const room = pageRoom(event_id, page, limit);
      if (!watching.has(room) && watching.size >= MAX_WATCHED) {
        return {
          status: 'E',
          message: `Watch at most ${MAX_WATCHED} leaderboard pages at once.`,
          code: 'TOO_MANY_WATCHED',
        };
      }
      watching.add(room);
      await socket.join(room);
      // The newcomer read the page before watching: the next push goes out even if unchanged.
      this.lastSent.delete(room);
      let rooms = this.watched.get(event_id);
      if (!rooms) this.watched.set(event_id, (rooms = new Set()));
      rooms.add(room);
      return { status: 'S' };
    });
  }

  @SubscribeMessage('unwatch')
  unwatch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.answer(socket, async () => {
      const { event_id, page, limit } = await this.valid(WatchDto, body);
      const room = pageRoom(event_id, page, limit);
      (socket.data.watching as Set<string> | undefined)?.delete(room);
      await socket.leave(room);
      this.unwatched(room);
      return { status: 'S' };
    });
  }

  @SubscribeMessage('watch_entries')
  watchEntries(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.answer(socket, async () => {
      const { event_id } = await this.valid(WatchEntriesDto, body);
      if ((await this.leaderboard.gameOf(event_id)) === null) {
        return { status: 'E', message: 'Tournament not found.', code: 'TOURNAMENT_NOT_FOUND' };
      }
      const following: Set<number> = (socket.data.following ??= new Set<number>());
      if (!following.has(event_id) && following.size >= MAX_WATCHED) {
        return {
          status: 'E',
          message: `Follow at most ${MAX_WATCHED} tournaments at once.`,
          code: 'TOO_MANY_WATCHED',
        };
      }
      following.add(event_id);
      await socket.join(entriesRoom(event_id));
      return { status: 'S' };
    });
  }

  @SubscribeMessage('unwatch_entries')
  unwatchEntries(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.answer(socket, async () => {
      const { event_id } = await this.valid(WatchEntriesDto, body);
      (socket.data.following as Set<number> | undefined)?.delete(event_id);
      await socket.leave(entriesRoom(event_id));
      if (!this.nsp.adapter.rooms.get(entriesRoom(event_id))?.size) {
        this.entriesPushes.forget(event_id);
      }
      return { status: 'S' };
    });
  }

  private changed(eventId: number): void {
    if (this.watched.has(eventId)) this.pushes.schedule(eventId);
  }

  private unwatched(room: string): void {
    if (this.nsp.adapter.rooms.get(room)?.size) return;
    this.lastSent.delete(room);
    const eventId = Number(room.split(':')[1]);
    const rooms = this.watched.get(eventId);
    rooms?.delete(room);
    if (rooms && !rooms.size) {
      this.watched.delete(eventId);
      this.pushes.forget(eventId);
    }
  }

  /** Reads each page watched here once and sends it to its room; own rows to each player. */
  private async push(eventId: number): Promise<void> {
    const rooms = [...(this.watched.get(eventId) ?? [])];
    if (!rooms.length) return;
    const stop = this.pushSeconds.startTimer();
    try {
      const gameId = (await this.leaderboard.gameOf(eventId)) as GameId | null;
      if (gameId === null) return;
      const players = new Map<string, Socket[]>();
      for (const room of rooms) {
        const [, , page, limit] = room.split(':').map(Number);
        const standings = await this.leaderboard.page(eventId, gameId, page, limit);
        // Without the index's version an update could not be ordered: the next one will be.
        if (standings.version === null) continue;
        const { data, total_count, projected, version } = standings;
        const sockets = this.nsp.adapter.rooms.get(room);
        if (!sockets?.size) continue;
        const update = { event_id: eventId, page, limit, version, data, total_count, projected };
        const text = JSON.stringify(update);
        if (this.lastSent.get(room) !== text) {
          this.lastSent.set(room, text);
          this.nsp.local.to(room).emit('standings', update);
          this.sent.inc({ event: 'standings' }, sockets.size);
        }
        // Own rows go on even when the page did not change: a player's may lie on another page.
        for (const id of sockets) {
          const socket = this.nsp.sockets.get(id);
          const user = socket?.data.user as AuthUser | undefined;
          if (!socket || !user) continue;
          const list = players.get(user.id) ?? [];
          list.push(socket);
          players.set(user.id, list);
        }
      }
      await this.pushOwn(eventId, gameId, players);
    } catch (err) {
      this.logger.warn(`Standings of ${eventId} not pushed: ${(err as Error).message}`);
    } finally {
      stop();
    }
  }

  /** Each watching player's own row, when it changed since the last one sent to that socket. */
  private async pushOwn(eventId: number, gameId: GameId, players: Map<string, Socket[]>) {
    if (!players.size) return;
    const own = await this.leaderboard.ownRows(eventId, gameId, [...players.keys()]);
    if (!own) return;
    for (const [userId, sockets] of players) {
      const row = own.get(userId);
      if (!row) continue;
      const text = JSON.stringify(row);
      for (const socket of sockets) {
        const last: Map<number, string> = (socket.data.own ??= new Map<number, string>());
        if (last.get(eventId) === text) continue;
        last.set(eventId, text);
        socket.emit('standings_own', { event_id: eventId, own: row });
        this.sent.inc({ event: 'standings_own' });
      }
    }
  }

  /** A followed tournament's seats taken and recent participants, read once for its room. */
  private async pushEntries(eventId: number): Promise<void> {
    const room = entriesRoom(eventId);
    const sockets = this.nsp.adapter.rooms.get(room);
    if (!sockets?.size) return;
    try {
      const entries = await this.tournaments.entriesView(eventId);
      if (!entries) return;
      this.nsp.local.to(room).emit('entries', entries);
      this.sent.inc({ event: 'entries' }, sockets.size);
    } catch (err) {
      this.logger.warn(`Entries of ${eventId} not pushed: ${(err as Error).message}`);
    }
  }

  private async pushUnread(userId: string): Promise<void> {
    const room = userRoom(userId);
    const sockets = this.nsp?.adapter.rooms.get(room);
    if (!sockets?.size) return;
    try {
      const unread = await this.notifications.unreadCount(userId);
      this.nsp.local.to(room).emit('notifications', { unread_count: unread });
      this.sent.inc({ event: 'notifications' }, sockets.size);
    } catch (err) {
      this.logger.warn(`Unread count of ${userId} not pushed: ${(err as Error).message}`);
    }
  }

  private async valid<T extends object>(type: new () => T, body: unknown): Promise<T> {
    return (await this.validation.transform(body, { type: 'body', metatype: type })) as T;
  }

  /** A signed-in socket whose session has ended is answered so, and closed. */
  private async answer(socket: Socket, work: () => Promise<Ack>): Promise<Ack> {
    try {
      return (await this.sessionSockets.refusal(socket)) ?? (await work());
    } catch (err) {
      if (err instanceof BadRequestException) {
        const body = err.getResponse() as { message: string; code: string };
        return { status: 'E', message: body.message, code: body.code };
      }
      this.logger.error(`Live call failed: ${(err as Error).stack}`);
      return { status: 'E', message: 'Something went wrong. Please try again.', code: 'INTERNAL' };
    }
  }
}

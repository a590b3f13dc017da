import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { AuthCodesService } from '../../../backend/src/modules/auth/auth-codes.service';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { tournamentInput } from '../../factories/tournament.factory';
import { PASSWORD, createPlayer } from '../../factories/user.factory';
import { ArenaClient, SeenMatch } from '../../utils/arena-client';
import { ops, post } from '../../utils/http';
import { pastReuseWindow } from '../../utils/refresh-tokens';
import { eventually, listenApi, startApi } from '../../utils/stack';

/** Short, so a revocation no instance heard is looked up again soon. */
const CACHE_MS = 1000;
/** Every API instance closes a revoked session's sockets within this. */
const CLOSE_LIMIT_MS = 1000;

type Player = Awaited<ReturnType<typeof createPlayer>>;

interface Closed {
  reason: string;
  /** What the server pushed as `session_ended` before closing, if it did. */
  said?: { status: string; code: string; message: string };
  at: number;
}

/** Resolves when the socket is closed, with what the server said first. */
function closing(socket: Socket): Promise<Closed> {
  let said: Closed['said'];
  socket.once('session_ended', (view: Closed['said']) => (said = view));
  return new Promise((resolve) =>
    socket.once('disconnect', (reason) => resolve({ reason, said, at: Date.now() })),
  );
}

/** The server closed it for its ended session, within CLOSE_LIMIT_MS of `since`. */
async function closedForSessionEnd(closed: Promise<Closed>, since: number): Promise<void> {
  const outcome = await Promise.race([closed, sleep(CLOSE_LIMIT_MS + 2000).then(() => null)]);
  expect(outcome).toMatchObject({
    reason: 'io server disconnect',
    said: { status: 'E', code: 'SESSION_INVALID' },
  });
  expect(outcome!.at - since).toBeLessThanOrEqual(CLOSE_LIMIT_MS);
}

describe('accounts: sockets end with their session, on every API instance', () => {
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;
  let urlA: string;
  let urlB: string;
  let dataSource: DataSource;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    process.env.SESSION_CACHE_MS = String(CACHE_MS);
    a = await startApi();
    b = await startApi();
    urlA = await listenApi(a);
    urlB = await listenApi(b);
    dataSource = a.get(DataSource);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    delete process.env.SESSION_CACHE_MS;
    await b.close();
    await a.close();
  });

  async function arena(at: string, token: string, reconnect = false): Promise<ArenaClient> {
    const client = await ArenaClient.connect(at, token, reconnect);
    sockets.push(client.socket);
    return client;
  }

  /** A socket on the live channel (ArenaClient connects to any namespace). */
  const live = async (at: string, token: string): Promise<Socket> =>
    (await arena(`${at}/live`, token)).socket;

  async function registered(eventId: number, name: string): Promise<Player> {
    const p = await createPlayer(a, { name });
    const res = await post(a, 'register_tournament', { event_id: eventId, game_id: 4 }, p.token);
    expect(res.body).toMatchObject({ status: 'S' });
    return p;
  }

  /** A live tic-tac-toe match: X plays on instance A, O on B. */
  async function match() {
    const t = await a.get(TournamentsService).create(tournamentInput({ gameId: GameId.TicTacToe }));
    const [px, po] = [await registered(t.id, 'Xena'), await registered(t.id, 'Omar')];
    const [x, o] = [await arena(urlA, px.token), await arena(urlB, po.token)];
    expect(await x.play(t.id)).toMatchObject({ status: 'S', state: 'searching' });
    const id = ((await o.play(t.id)).match as SeenMatch).match_id;
    await x.next((m) => m.match_id === id);
    return { eventId: t.id, px, po, x, o, id };
  }

  /** Whether any move reached the board, as the opponent sees it. */
  const boardOf = async (o: ArenaClient, id: string) => {
    const ack = await o.call('watch', { event_id: (o.seen.at(-1) as SeenMatch).event_id });
    expect(ack.match?.match_id).toBe(id);
    return ack.match!.board;
  };

  it('after a log out a move is refused and the session’s sockets close, on this instance and the other, within a second', async () => {
    const { px, x, o, id } = await match();
    const xOnB = await arena(urlB, px.token);
    const liveA = await live(urlA, px.token);
    const liveB = await live(urlB, px.token);
    const closed = [x.socket, xOnB.socket, liveA, liveB].map(closing);
    const bystander = await live(urlB, (await createPlayer(a)).token);

    const since = Date.now();
    expect((await post(a, 'logout', {}, px.token)).statusCode).toBe(200);
    // The move the player sends right after logging out goes nowhere.
    x.socket.emit('move', { match_id: id, cell: 0 });
    for (const socket of closed) await closedForSessionEnd(socket, since);

    expect(await boardOf(o, id)).toEqual(Array(9).fill(null));
    expect(bystander.connected).toBe(true);
    // The token opens no new socket either.
    await expect(ArenaClient.connect(urlB, px.token)).rejects.toThrow(
      'Your session has ended. Please log in again.',
    );
  });

  it('a socket whose revocation no instance heard is refused at its next message, and closed', async () => {
    const { px, x, o, id } = await match();
    const liveB = await live(urlB, px.token);
    const [xClosed, liveClosed] = [x.socket, liveB].map(closing);
    // Revoked behind the API's back (no announcement): each instance trusts its memory of the
    // session for CACHE_MS, then the next message asks PostgreSQL.
    const sid = JSON.parse(Buffer.from(px.token.split('.')[1], 'base64url').toString()).sid;
    await dataSource.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [sid]);
    await sleep(CACHE_MS + 200);

    const since = Date.now();
    expect(await x.move(id, 0)).toEqual({
      status: 'E',
      message: 'Your session has ended. Please log in again.',
      code: 'SESSION_INVALID',
    });
    await closedForSessionEnd(xClosed, since);
    expect(await boardOf(o, id)).toEqual(Array(9).fill(null));

    const watched = (await liveB
      .timeout(5000)
      .emitWithAck('watch', { event_id: 1, page: 1, limit: 10 })) as { code?: string };
    expect(watched).toMatchObject({ status: 'E', code: 'SESSION_INVALID' });
    await closedForSessionEnd(liveClosed, since + CLOSE_LIMIT_MS);
  });

  it('a socket that dropped before the log out is not taken back by connection recovery', async () => {
    const t = await a.get(TournamentsService).create(tournamentInput({ gameId: GameId.TicTacToe }));
    const px = await registered(t.id, 'Xena');
    const x = await arena(urlA, px.token, true);
    expect(await x.call('watch', { event_id: t.id })).toMatchObject({ status: 'S' });
    // Recovery resumes from the last push received.
    await eventually(
      async () => x.lobbies.length,
      (n) => n > 0,
    );
    const dropped = new Promise<void>((resolve) => x.socket.once('disconnect', () => resolve()));
    x.socket.io.engine.close();
    await dropped;
    // Logged out while the socket is away; it comes back within the grace, skipping the handshake.
    const since = Date.now();
    expect((await post(b, 'logout', {}, px.token)).statusCode).toBe(200);
    const back = new Promise<boolean>((resolve) =>
      x.socket.once('connect', () => resolve(x.socket.recovered)),
    );
    const closed = closing(x.socket);
    expect(await back).toBe(true);
    const outcome = await Promise.race([closed, sleep(5000).then(() => null)]);
    expect(outcome).toMatchObject({
      reason: 'io server disconnect',
      said: { code: 'SESSION_INVALID' },
    });
    expect(outcome!.at - since).toBeLessThan(5000);
  });

  it('a password reset closes the sockets of every session of the player, and no one else’s', async () => {
    const player = await createPlayer(a);
    const second = await post(b, 'login', { email: player.email, password: PASSWORD });
    const bystander = await createPlayer(a);
    const mine = [
      (await arena(urlA, player.token)).socket,
      await live(urlB, player.token),
      (await arena(urlB, second.body.token)).socket,
      await live(urlA, second.body.token),
    ];
    const closed = mine.map(closing);
    const others = [(await arena(urlA, bystander.token)).socket, await live(urlB, bystander.token)];

    const code = await b
      .get(AuthCodesService)
      .issue(dataSource.manager, player.userId, 'reset_password', `test-reset:${randomUUID()}`);
    const since = Date.now();
    const reset = await post(b, 'update_password', { oobCode: code, password: 'N3w$ecret!' });
    expect(reset.body.status).toBe('S');
    for (const socket of closed) await closedForSessionEnd(socket, since);
    expect(others.map((s) => s.connected)).toEqual([true, true]);
  });

  it('a ban (disqualification) ends the player’s sessions and closes their sockets on both instances', async () => {
    const { eventId, px, po, x, o } = await match();
    const liveB = await live(urlB, px.token);
    const closed = [x.socket, liveB].map(closing);

    const since = Date.now();
    const res = await ops(a, 'POST', `tournaments/${eventId}/disqualify`, {
      user_id: px.userId,
      reason: 'Automated play',
    });
    expect(res.statusCode).toBe(200);
    for (const socket of closed) await closedForSessionEnd(socket, since);
    expect((await post(b, 'get_user_data', {}, px.token)).statusCode).toBe(401);
    expect(o.socket.connected).toBe(true);
    expect((await post(b, 'get_user_data', {}, po.token)).statusCode).toBe(200);
    // A ban keeps the account: the player may sign in again (tournaments refuse them).
    expect((await post(a, 'login', { email: px.email, password: PASSWORD })).body.status).toBe('S');
  });

  it('a refresh token replayed after the reuse window closes the session’s sockets', async () => {
    const player = await createPlayer(a);
    const rotated = await post(a, 'refresh_token', { refresh_token: player.refreshToken });
    const sockets = [
      (await arena(urlB, rotated.body.token)).socket,
      await live(urlA, player.token),
    ];
    const closed = sockets.map(closing);

    await pastReuseWindow(dataSource, player.refreshToken);
    const since = Date.now();
    expect(
      (await post(a, 'refresh_token', { refresh_token: player.refreshToken })).statusCode,
    ).toBe(401);
    for (const socket of closed) await closedForSessionEnd(socket, since);
  });
});

import { INestApplicationContext, Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { QUEUES } from '../../../backend/src/events/queues';
import { ResultPoller } from '../../../backend/src/modules/tournaments/results/result-poller.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { eventually, startApi, startWorker } from '../../utils/stack';

const COC_TOKEN = 'test-coc-poll-key';
const PROVIDER_ENV = ['CHESS_API_URL', 'CLASH_OF_CLANS_API_URL', 'CLASH_OF_CLANS_API_TOKEN'];
const MINUTE = 60_000;

interface FakeGame {
  url: string;
  time_control: string;
  end_time: number;
  rules: string;
  white: { username: string; result: string };
  black: { username: string; result: string };
}

/**
 * Stands in for chess.com's public API and Clash of Clans' API (not ours): a player page, monthly
 * game archives, and a Clash player with its trophies behind the developer key.
 */
class FakeProviders {
  /** Games by lower-cased chess.com username. */
  readonly games = new Map<string, FakeGame[]>();
  /** Chess usernames whose archives answer 500. */
  readonly broken = new Set<string>();
  readonly trophies = new Map<string, number>();
  readonly requests: { url: string; authorization?: string }[] = [];
  base = '';
  private server: Server = createServer((req, res) => {
    const url = req.url ?? '';
    this.requests.push({ url, authorization: req.headers.authorization });
    const [status, body] = this.answer(url, req.headers.authorization);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });

  private answer(url: string, authorization?: string): [number, unknown] {
    const player = /^\/chess\/player\/([^/]+)$/.exec(url);
    if (player) return this.games.has(player[1]) ? [200, { username: player[1] }] : [404, {}];
    const archive = /^\/chess\/player\/([^/]+)\/games\/(\d{4})\/(\d{2})$/.exec(url);
    if (archive) {
      const [, name, year, month] = archive;
      if (this.broken.has(name)) return [500, { message: 'An internal error has occurred' }];
      const games = (this.games.get(name) ?? []).filter((g) => {
        const end = new Date(g.end_time * 1000);
        return end.getUTCFullYear() === +year && end.getUTCMonth() + 1 === +month;
      });
      return [200, { games }];
    }
    const clash = /^\/coc\/players\/%23([^/]+)$/.exec(url);
    if (clash) {
      if (authorization !== `Bearer ${COC_TOKEN}`) return [403, { reason: 'accessDenied' }];
      const trophies = this.trophies.get(clash[1]);
      return trophies === undefined
        ? [404, { reason: 'notFound' }]
        : [200, { tag: `#${clash[1]}`, trophies }];
    }
    return [404, {}];
  }

  /** A game `username` played, seen from its side, that ended at `endedAt`. */
  addGame(
    username: string,
    result: string,
    endedAt: Date,
    timeControl = '180+2',
    rules = 'chess',
  ): void {
    const theirs = result === 'win' ? 'resigned' : result === 'agreed' ? 'agreed' : 'win';
    const end_time = Math.floor(endedAt.getTime() / 1000);
    const game: FakeGame = {
      url: `https://www.chess.com/game/live/${end_time}`,
      time_control: timeControl,
      end_time,
      rules,
      // chess.com spells usernames as the player typed them; we store them lower-cased.
      white: { username, result },
      black: { username: 'opponent', result: theirs },
    };
    const key = username.toLowerCase();
    this.games.set(key, [...(this.games.get(key) ?? []), game]);
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const suffix = () => randomBytes(4).toString('hex');
const TAG_ALPHABET = '0289PYLQGRJCUV';
const clashTag = () =>
  Array.from(randomBytes(9), (b) => TAG_ALPHABET[b % TAG_ALPHABET.length]).join('');

describe('tournament results from the game providers', () => {
  const providers = new FakeProviders();
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let db: DataSource;
  let poller: ResultPoller;

  beforeAll(async () => {
    await providers.start();
    process.env.CHESS_API_URL = `${providers.base}/chess`;
    process.env.CLASH_OF_CLANS_API_URL = `${providers.base}/coc`;
    process.env.CLASH_OF_CLANS_API_TOKEN = COC_TOKEN;
    app = await startApi();
    db = app.get(DataSource);
    worker = await startWorker();
    poller = worker.get(ResultPoller);
    // The worker polls once as it starts; wait for that round so it cannot interleave with ours.
    const scheduling = worker.get(QueueRegistry).get(QUEUES.scheduling);
    await eventually(
      async () =>
        (await scheduling.getJobs(['completed', 'failed'])).some(
          (j) => j.name === 'tournament.poll',
        ),
      Boolean,
    );
  });
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await providers.stop();
    for (const k of PROVIDER_ENV) delete process.env[k];
  });

  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn');
  });
  afterEach(() => warn.mockRestore());

  async function liveTournament(gameId: number, prizeTable: number[]) {
    const now = Date.now();
    const res = await ops(app, 'POST', 'tournaments', {
      game_id: gameId,
      title: 'Poll Cup',
      starts_at: new Date(now - 30 * MINUTE).toISOString(),
      ends_at: new Date(now + 30 * MINUTE).toISOString(),
      max_participants: 10,
      prize_table: prizeTable,
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    expect(res.statusCode).toBe(201);
    const id = res.body.data.event_id as number;
    const [t]: { starts_at: Date }[] = await db.query(
      `SELECT starts_at FROM tournaments WHERE id = $1`,
      [id],
    );
    return { id, startsAt: t.starts_at };
  }

  async function register(id: number, gameId: number, handle: string, name: string) {
    const player = await createPlayer(app, { name });
    const res = await post(
      app,
      'register_tournament',
      { event_id: id, game_id: gameId, gamer_handle: handle },
      player.token,
    );
    expect(res.body.status).toBe('S');
    return player;
  }

  const entries = (id: number) =>
    db.query(
      `SELECT player_name, gamer_handle, points, wins, draws, losses, start_trophy, end_trophy,
              final_rank, reward::int AS reward, standing_version
         FROM tournament_entries WHERE tournament_id = $1 ORDER BY player_name`,
      [id],
    );

  const board = async (id: number, gameId: number, token: string) =>
    (await post(app, 'leaderboard', { inputObj: { event_id: id, game_id: gameId } }, token)).body;

  it('scores chess games in the window, skips a failing player, and the final poll counts the last games', async () => {
    const { id, startsAt } = await liveTournament(1, [100, 50]);
    const s = suffix();
    const [alice, bob, carol] = [`Alice${s}`, `Bob${s}`, `Carol${s}`];
    for (const name of [alice, bob, carol]) providers.games.set(name.toLowerCase(), []);
    const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
    providers.addGame(alice, 'win', ago(20)); // blitz win: 9
    providers.addGame(alice, 'agreed', ago(10), '60'); // bullet draw: 1
    providers.addGame(alice, 'win', ago(40)); // before the start
    providers.addGame(alice, 'win', ago(5), '1/86400'); // daily: not a tournament game
    providers.addGame(alice, 'win', ago(4), '180', 'chess960'); // a variant: not counted
    providers.addGame(bob, 'resigned', ago(15), '600'); // rapid loss: 0
    providers.addGame(bob, 'win', ago(12), '600+5'); // rapid win: 15
    providers.addGame(carol, 'win', ago(8));

    const a = await register(id, 1, alice, 'A');
    await register(id, 1, bob, 'B');
    const c = await register(id, 1, carol, 'C');
    providers.broken.add(carol.toLowerCase());

    await poller.pollLive();
    expect(await entries(id)).toMatchObject([
      { gamer_handle: alice.toLowerCase(), points: 10, wins: 1, draws: 1, losses: 0 },
      { gamer_handle: bob.toLowerCase(), points: 15, wins: 1, draws: 0, losses: 1 },
      { gamer_handle: carol.toLowerCase(), points: 0, wins: 0, draws: 0, losses: 0 },
    ]);
    const carolWarnings = warn.mock.calls.filter(([m]) => String(m).includes(carol.toLowerCase()));
    expect(carolWarnings).toHaveLength(1);
    // Archives are asked for by lower-cased name, per month of the window, two-digit month.
    const month = String(startsAt.getUTCMonth() + 1).padStart(2, '0');
    expect(providers.requests.map((r) => r.url)).toContain(
      `/chess/player/${alice.toLowerCase()}/games/${startsAt.getUTCFullYear()}/${month}`,
    );
    const live = await board(id, 1, a.token);
    expect(
      live.data.map((r: { player_name: string; points: number }) => [r.player_name, r.points]),
    ).toEqual([
      ['B', 15],
      ['A', 10],
      ['C', 0],
    ]);

    // A second round with nothing new records nothing.
    const versions = (await entries(id)).map(
      (e: { standing_version: number }) => e.standing_version,
    );
    await poller.pollTournament(id);
    expect(
      (await entries(id)).map((e: { standing_version: number }) => e.standing_version),
    ).toEqual(versions);

    // The tournament ends: a game that ended just before the end has not been polled yet, and
    // one that ended after it must not count. Carol's provider still fails: settlement goes on.
    await db.query(`UPDATE tournaments SET ends_at = now() - interval '2 seconds' WHERE id = $1`, [
      id,
    ]);
    const [{ ends_at: endsAt }]: { ends_at: Date }[] = await db.query(
      `SELECT ends_at FROM tournaments WHERE id = $1`,
      [id],
    );
    providers.addGame(alice, 'win', new Date(endsAt.getTime() - 1000), '600+5'); // rapid win: 15
    providers.addGame(bob, 'win', new Date(endsAt.getTime() + 1000), '600+5');
    const asked = () =>
      providers.requests.filter((r) => r.url.includes(alice.toLowerCase())).length;
    const askedBefore = asked();
    await app.get(TournamentsService).markCompleted(id);
    await eventually(
      async () => (await db.query(`SELECT settled_at FROM tournaments WHERE id = $1`, [id]))[0],
      (t: { settled_at: Date | null }) => t.settled_at !== null,
      15_000,
    );
    // The worker's settle job asked chess.com once more before freezing the ranks.
    expect(asked()).toBeGreaterThan(askedBefore);
    const settled = await entries(id);
    expect(settled).toMatchObject([
      { player_name: 'A', points: 25, wins: 2, final_rank: 1, reward: 100 },
      { player_name: 'B', points: 15, wins: 1, final_rank: 2, reward: 50 },
      { player_name: 'C', points: 0, final_rank: 3, reward: 0 },
    ]);
    // Carol has no counted game: listed after the ranked players, with no rank and no reward.
    const paid = await board(id, 1, c.token);
    expect(
      paid.data.map((r: { rank: number | null; reward: number | null }) => [r.rank, r.reward]),
    ).toEqual([
      [1, 100],
      [2, 50],
      [null, null],
    ]);

    // Frozen: later games change nothing, and polling stays quiet.
    providers.broken.delete(carol.toLowerCase());
    providers.addGame(carol, 'win', new Date(endsAt.getTime() - 2000), '600');
    await expect(poller.pollTournament(id, { final: true })).resolves.toBeNull();
    await poller.pollLive();
    expect(await entries(id)).toEqual(settled);
  });

  it('keeps the Clash trophies of the first poll as the start and scores the latest against it', async () => {
    const { id } = await liveTournament(2, [100]);
    const [dave, erin] = [clashTag(), clashTag()];
    providers.trophies.set(dave, 1500).set(erin, 990);
    const d = await register(id, 2, `#${dave.toLowerCase()}`, 'D');
    await register(id, 2, erin, 'E');

    await poller.pollTournament(id);
    expect(await entries(id)).toMatchObject([
      { gamer_handle: dave, points: 0, start_trophy: 1500, end_trophy: 1500 },
      { gamer_handle: erin, points: 0, start_trophy: 990, end_trophy: 990 },
    ]);

    providers.trophies.set(dave, 1600).set(erin, 1010);
    await poller.pollLive();
    // 1500 → 1600 in the 2-point band; 990 → 1010 is 10 × 1 + 10 × 2.
    expect(await entries(id)).toMatchObject([
      { gamer_handle: dave, points: 200, start_trophy: 1500, end_trophy: 1600 },
      { gamer_handle: erin, points: 30, start_trophy: 990, end_trophy: 1010 },
    ]);
    const res = await board(id, 2, d.token);
    expect(res.data).toMatchObject([
      { rank: 1, player_name: 'D', points: 200, start_trophy: 1500, end_trophy: 1600 },
      { rank: 2, player_name: 'E', points: 30, start_trophy: 990, end_trophy: 1010 },
    ]);
    const clashCalls = providers.requests.filter((r) => r.url === `/coc/players/%23${dave}`);
    expect(clashCalls.length).toBeGreaterThanOrEqual(3); // the check at registration, two polls
    expect(clashCalls.every((r) => r.authorization === `Bearer ${COC_TOKEN}`)).toBe(true);
  });
});

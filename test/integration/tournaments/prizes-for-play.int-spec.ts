import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { TournamentResultsService } from '../../../backend/src/modules/tournaments/results/tournament-results.service';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { raceRun } from '../../factories/racer.factory';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { expectLedgerInvariants } from '../../utils/ledger-invariants';
import { startApi } from '../../utils/stack';

const MINUTE = 60_000;

interface Row {
  user_id: string;
  rank: number | null;
  reward: number | null;
  eligible: boolean;
  points: number;
}

/**
 * Issue 48: prizes only for play. A registrant without a counted result is listed after every
 * ranked player with no rank and no reward, in every game; pools follow the field that played
 * (scaled below the guarantee, at most a share of it paid); tournaments announced before keep
 * their rules. Coins move only through the ledger.
 */
describe('prizes only for play', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  afterAll(() => app.close());

  async function liveTournament(
    gameId: GameId,
    prizeTable: number[],
    rules: { guaranteed_players?: number; paid_share_percent?: number } = {},
  ): Promise<number> {
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: gameId,
      title: `Play Cup ${gameId}`,
      starts_at: new Date(now - 30 * MINUTE).toISOString(),
      ends_at: new Date(now + 60 * MINUTE).toISOString(),
      max_participants: 50,
      prize_table: prizeTable,
      ...rules,
    });
    expect(created.statusCode).toBe(201);
    return created.body.data.event_id as number;
  }

  /**
   * A signed-up player in the tournament: games played here register through the API; the
   * handle games (their registration asks the game's site, tested in registration.int-spec) are
   * entered straight into the table as registration leaves them, not eligible yet.
   */
  async function entrant(eventId: number, gameId: GameId, name: string) {
    const p = await createPlayer(app, { name });
    if (gameId === GameId.TicTacToe || gameId === GameId.MrRacer) {
      const reg = await post(
        app,
        'register_tournament',
        { event_id: eventId, game_id: gameId },
        p.token,
      );
      expect(reg.body.status).toBe('S');
    } else {
      await dataSource.query(
        `INSERT INTO tournament_entries (tournament_id, user_id, player_name, gamer_handle)
         VALUES ($1, $2, $3, $3)`,
        [eventId, p.userId, name],
      );
    }
    return p;
  }

  async function board(eventId: number, gameId: GameId, token?: string) {
    const res = await post(
      app,
      'leaderboard',
      { page: 1, limit: 50, inputObj: { event_id: eventId, game_id: gameId } },
      token,
    );
    expect(res.body.status).toBe('S');
    return res.body as { data: Row[]; own: Row | null; projected: boolean };
  }

  async function endAndSettle(eventId: number): Promise<void> {
    await dataSource.query(
      `UPDATE tournaments SET ends_at = now() - interval '1 second' WHERE id = $1`,
      [eventId],
    );
    await app.get(TournamentsService).markCompleted(eventId);
    await app.get(SettlementService).settle(eventId);
  }

  async function prizesPaid(eventId: number): Promise<Map<string, number>> {
    const rows: { user_id: string; amount: string }[] = await dataSource.query(
      `SELECT substr(credit_account, 6) AS user_id, amount FROM wallet_transfers
        WHERE reference = $1 AND debit_account = 'rewards:tournament'`,
      [`tournament:${eventId}`],
    );
    return new Map(rows.map((r) => [r.user_id, Number(r.amount)]));
  }

  /** Each game's way to a counted result: a better one for the winner, a losing one after. */
  async function play(eventId: number, gameId: GameId, winner: Player, loser: Player) {
    switch (gameId) {
      case GameId.MrRacer: {
        await raceRun(app, winner.token, 40);
        await raceRun(app, loser.token, 5);
        return;
      }
      case GameId.TicTacToe: {
        // A finished match against a person: the winner 1–0, the loser 0–1.
        const results = app.get(TournamentResultsService);
        const recorded = await results.recordMatch(
          eventId,
          [
            {
              user_id: winner.userId,
              points: 2,
              wins: 1,
              draws: 0,
              losses: 0,
              completion_seconds: 60,
            },
            {
              user_id: loser.userId,
              points: 0,
              wins: 0,
              draws: 0,
              losses: 1,
              completion_seconds: 60,
            },
          ],
          async () => true,
        );
        expect(recorded).toBe(true);
        return;
      }
      case GameId.ClashOfClans:
      case GameId.ClashRoyale: {
        // Trophies that moved are games played, even when the loser's moved down.
        const res = await ops(app, 'POST', `tournaments/${eventId}/results`, {
          results: [
            { user_id: winner.userId, start_trophy: 4000, end_trophy: 4100 },
            { user_id: loser.userId, start_trophy: 4000, end_trophy: 3980 },
          ],
        });
        expect(res.body.updated).toBe(2);
        return;
      }
      default: {
        const res = await ops(app, 'POST', `tournaments/${eventId}/results`, {
          results: [
            { user_id: winner.userId, points: 18, wins: 2 },
            { user_id: loser.userId, points: 0, losses: 1 },
          ],
        });
        expect(res.body.updated).toBe(2);
      }
    }
  }

  type Player = Awaited<ReturnType<typeof createPlayer>>;

  it.each([
    ['chess', GameId.Chess],
    ['clash of clans', GameId.ClashOfClans],
    ['clash royale', GameId.ClashRoyale],
    ['tic-tac-toe', GameId.TicTacToe],
    ['MR RACER', GameId.MrRacer],
  ])(
    '%s: a registrant with no result is listed after the ranked players, shown and paid nothing',
    async (_name, gameId) => {
      const id = await liveTournament(gameId, [500, 300, 200], {
        guaranteed_players: 0,
        paid_share_percent: 100,
      });
      const winner = await entrant(id, gameId, 'Winner');
      const loser = await entrant(id, gameId, 'Loser');
      const idle = await entrant(id, gameId, 'Idle');
      await play(id, gameId, winner, loser);

      const live = await board(id, gameId, idle.token);
      expect(live.projected).toBe(true);
      expect(live.data.map((r) => [r.user_id, r.rank, r.reward, r.eligible])).toEqual([
        [winner.userId, 1, 500, true],
        [loser.userId, 2, 300, true],
        [idle.userId, null, null, false],
      ]);
      expect(live.own).toMatchObject({ user_id: idle.userId, rank: null, reward: null });

      await endAndSettle(id);
      const paid = await prizesPaid(id);
      expect(Object.fromEntries(paid)).toEqual({ [winner.userId]: 500, [loser.userId]: 300 });
      const final = await board(id, gameId);
      expect(final.projected).toBe(false);
      expect(final.data.map((r) => [r.user_id, r.rank, r.reward, r.eligible])).toEqual([
        [winner.userId, 1, 500, true],
        [loser.userId, 2, 300, true],
        [idle.userId, null, null, false],
      ]);
      await expectLedgerInvariants(dataSource);
    },
  );

  it('never ranks an empty tic-tac-toe record (0–0) above a played loss (0–1)', async () => {
    const id = await liveTournament(GameId.TicTacToe, [1200, 800]);
    const [a, b, lost, idle] = [
      await entrant(id, GameId.TicTacToe, 'A'),
      await entrant(id, GameId.TicTacToe, 'B'),
      await entrant(id, GameId.TicTacToe, 'Lost'),
      await entrant(id, GameId.TicTacToe, 'Idle'),
    ];
    await play(id, GameId.TicTacToe, a, lost);
    await play(id, GameId.TicTacToe, b, lost);
    const rows = (await board(id, GameId.TicTacToe)).data;
    expect(rows.map((r) => r.user_id)).toEqual([
      expect.any(String),
      expect.any(String),
      lost.userId,
      idle.userId,
    ]);
    expect(rows[2]).toMatchObject({ rank: 3, eligible: true });
    expect(rows[3]).toMatchObject({ rank: null, eligible: false });
  });

  it('scales the pool of a field below the guarantee, ties sharing among players who played', async () => {
    // Full table 2,200 from 8 players who played, half of them paid. Five play: 2 places,
    // each prize × 5 / 8 → [625, 375]; two tied second share positions 2–3: (375 + 0) / 2.
    const id = await liveTournament(GameId.Chess, [1000, 600, 400, 200], {
      guaranteed_players: 8,
      paid_share_percent: 50,
    });
    const players: Player[] = [];
    for (const name of ['P50', 'P40a', 'P40b', 'P10', 'P5', 'Idle']) {
      players.push(await entrant(id, GameId.Chess, name));
    }
    const points = [50, 40, 40, 10, 5];
    const res = await ops(app, 'POST', `tournaments/${id}/results`, {
      results: points.map((p, i) => ({ user_id: players[i].userId, points: p })),
    });
    expect(res.body.updated).toBe(5);

    const detail = await post(app, 'tournament', { event_id: id, game_id: GameId.Chess });
    expect(detail.body.data[0]).toMatchObject({
      prize_pool: 2200,
      requires_play: true,
      guaranteed_players: 8,
      paid_share_percent: 50,
      pool: {
        full: 2200,
        now: 1000,
        eligible_players: 5,
        guaranteed_players: 8,
        paid_share_percent: 50,
        paid_places: 2,
      },
    });
    const live = await board(id, GameId.Chess);
    expect(live.data.map((r) => [r.rank, r.reward])).toEqual([
      [1, 625],
      [2, 187],
      [2, 187],
      [4, 0],
      [5, 0],
      [null, null],
    ]);

    await endAndSettle(id);
    const paid = await prizesPaid(id);
    expect([...paid.values()].sort((x, y) => y - x)).toEqual([625, 187, 187]);
    expect(paid.has(players[5].userId)).toBe(false);
    const [{ total }] = await dataSource.query(
      `SELECT sum(reward)::int AS total FROM tournament_entries WHERE tournament_id = $1`,
      [id],
    );
    expect(total).toBe(999); // 1 coin of the tie's split stays in the rewards account
    await expectLedgerInvariants(dataSource);
  });

  it('pays at most the declared share of the field: one place of three at 50 %', async () => {
    const id = await liveTournament(GameId.Chess, [1000, 600, 400], {
      guaranteed_players: 0,
      paid_share_percent: 50,
    });
    const players: Player[] = [];
    for (const name of ['First', 'Second', 'Third']) {
      players.push(await entrant(id, GameId.Chess, name));
    }
    await ops(app, 'POST', `tournaments/${id}/results`, {
      results: players.map((p, i) => ({ user_id: p.userId, points: 30 - i * 10 })),
    });
    await endAndSettle(id);
    expect(Object.fromEntries(await prizesPaid(id))).toEqual({ [players[0].userId]: 1000 });
  });

  it('pays a lone registrant with no games nothing, by default rules', async () => {
    const id = await liveTournament(GameId.Chess, [2000, 1200, 800]);
    const created = await post(app, 'tournament', { event_id: id, game_id: GameId.Chess });
    expect(created.body.data[0]).toMatchObject({ guaranteed_players: 6, paid_share_percent: 50 });
    const lone = await entrant(id, GameId.Chess, 'Lone');
    await endAndSettle(id);
    expect((await prizesPaid(id)).size).toBe(0);
    const [entry] = await dataSource.query(
      `SELECT reward, final_rank FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2`,
      [id, lone.userId],
    );
    expect(entry).toEqual({ reward: '0', final_rank: 1 });
  });

  it('keeps the rules a tournament was announced with: every registrant ranked, the full table', async () => {
    const id = await liveTournament(GameId.TicTacToe, [300, 100]);
    // As the migration leaves a tournament announced before the change.
    await dataSource.query(
      `UPDATE tournaments SET requires_play = false, guaranteed_players = 0, paid_share_percent = 100
        WHERE id = $1`,
      [id],
    );
    const idle = await entrant(id, GameId.TicTacToe, 'Announced');
    const rows = (await board(id, GameId.TicTacToe)).data;
    expect(rows).toEqual([expect.objectContaining({ rank: 1, reward: 300, eligible: true })]);
    await endAndSettle(id);
    expect(Object.fromEntries(await prizesPaid(id))).toEqual({ [idle.userId]: 300 });
  });

  it('refuses prize rules out of range with a message naming the field', async () => {
    const now = Date.now();
    const base = {
      game_id: GameId.Chess,
      title: 'Bad Rules',
      starts_at: new Date(now + MINUTE).toISOString(),
      ends_at: new Date(now + 60 * MINUTE).toISOString(),
      max_participants: 10,
      prize_table: [100],
    };
    const share = await ops(app, 'POST', 'tournaments', { ...base, paid_share_percent: 0 });
    expect(share.statusCode).toBe(400);
    expect(share.body.message).toContain('paid_share_percent must be at least 1');
    const over = await ops(app, 'POST', 'tournaments', { ...base, paid_share_percent: 101 });
    expect(over.body.message).toContain('paid_share_percent must be at most 100');
    const guarantee = await ops(app, 'POST', 'tournaments', { ...base, guaranteed_players: -1 });
    expect(guarantee.statusCode).toBe(400);
    expect(guarantee.body.message).toContain('guaranteed_players must be 0 or more');
    const text = await ops(app, 'POST', 'tournaments', { ...base, guaranteed_players: 'ten' });
    expect(text.body.message).toContain('guaranteed_players must be a whole number');
  });
});

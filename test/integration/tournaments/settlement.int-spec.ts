import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { RankIndex } from '../../../backend/src/modules/tournaments/leaderboard/rank-index';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { WalletService } from '../../../backend/src/modules/wallet/wallet.service';
import { playedTournament } from '../../factories/tournament.factory';
import { coinBalance } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { eventually, startApi, startWorker } from '../../utils/stack';

describe('tournament settlement', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  afterAll(() => app.close());

  const balance = (userId: string) => coinBalance(dataSource, userId);

  it('keeps the operator API behind the operator token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/ops/tournaments', payload: {} });
    expect(res.statusCode).toBe(401);
    const bad = await ops(app, 'POST', 'tournaments', { game_id: 9 });
    expect(bad.statusCode).toBe(400);
    // Ids beyond the serial column's range are refused before they reach PostgreSQL.
    for (const id of ['99999999999', '0', 'x']) {
      const res = await ops(app, 'GET', `tournaments/${id}/settlement`);
      expect(res.statusCode).toBe(400);
    }
    const huge = await post(app, 'tournament', { event_id: 99_999_999_999, game_id: 1 });
    expect(huge.statusCode).toBe(400);
    expect(huge.body.message).toBe('event_id is not a known tournament');
  });

  it('pays ties an equal share when the worker settles the ended tournament', async () => {
    // Points 8, 6, 6, 4, 4, 4: ranks 1, 2, 2, 4, 4, 4. Prizes 100, 50, 30, 20 (positions 5–6 pay 0).
    const { id, players } = await playedTournament(app, [100, 50, 30, 20], [4, 3, 3, 2, 2, 2]);
    const worker: INestApplicationContext = await startWorker();
    try {
      await app.get(TournamentsService).markCompleted(id);
      await eventually(
        async () =>
          (await dataSource.query(`SELECT settled_at FROM tournaments WHERE id = $1`, [id]))[0]
            .settled_at,
        Boolean,
        15_000,
      );
      // The freeze asked the worker to index the final ranks: the leaderboard reads them from Redis.
      await eventually(
        () => app.get(RankIndex).read(id, 0, 10, undefined),
        (page) => page?.mode === 'final',
        15_000,
      );
    } finally {
      await worker.close();
    }
    const paid = await Promise.all(players.map((p) => balance(p.userId)));
    // 2nd and 3rd share 50 + 30; 4th–6th share 20 + 0 + 0 = 6 each (2 coins left over).
    expect(paid).toEqual([100, 40, 40, 6, 6, 6]);

    const settlement = await ops(app, 'GET', `tournaments/${id}/settlement`);
    expect(settlement.body).toMatchObject({ status: 'S', total_paid: 198 });
    const board = await post(
      app,
      'leaderboard',
      { inputObj: { event_id: id, game_id: 4 } },
      players[1].token,
    );
    expect(
      board.body.data.map((r: { rank: number; reward: number }) => [r.rank, r.reward]),
    ).toEqual([
      [1, 100],
      [2, 40],
      [2, 40],
      [4, 6],
      [4, 6],
      [4, 6],
    ]);
    expect(board.body.own).toMatchObject({ rank: 2, reward: 40 });
    const wins = await post(app, 'mywinnings', {}, players[0].token);
    expect(wins.body.data[0]).toMatchObject({ reward: 100, source: 'Settle Cup (rank 1)' });

    const late = await ops(app, 'POST', `tournaments/${id}/results`, {
      results: [{ user_id: players[5].userId, wins: 9 }],
    });
    expect(late.statusCode).toBe(409);
  });

  it('pays nobody twice and misses nobody when settlement dies half-way', async () => {
    const { id, players } = await playedTournament(app, [500, 400, 300, 200, 100], [5, 4, 3, 2, 1]);
    await dataSource.query(`UPDATE tournaments SET status = 'completed' WHERE id = $1`, [id]);
    const settlement = app.get(SettlementService);
    const wallet = app.get(WalletService);
    const creditMany = wallet.creditMany.bind(wallet);
    const spy = jest
      .spyOn(wallet, 'creditMany')
      .mockImplementation(async (manager, from, lines) => {
        if (lines.some((l) => l.userId === players[2].userId)) throw new Error('worker killed');
        return creditMany(manager, from, lines);
      });
    // Chunks of two, paid side by side: ranks 1–2 commit and the chunk of ranks 3–4 dies (rank 5,
    // the last chunk, is paid only if its lane took it before the failure).
    await expect(settlement.settle(id, 2)).rejects.toThrow('worker killed');
    spy.mockRestore();
    const before = await Promise.all(players.map((p) => balance(p.userId)));
    expect(before.slice(0, 4)).toEqual([500, 400, 0, 0]);
    expect([0, 100]).toContain(before[4]);

    // Keys are per player, not per chunk: a retry in chunks of one replays nobody, and counts
    // the coins of chunks paid side by side.
    const retry = await settlement.settle(id, 1);
    expect(retry.paidNow).toBe(600 - before[4]);
    expect(await Promise.all(players.map((p) => balance(p.userId)))).toEqual([
      500, 400, 300, 200, 100,
    ]);
    const again = await settlement.settle(id, 2);
    expect(again).toEqual({ paidNow: 0, players: 0, alreadySettled: true });
    const [{ n }] = await dataSource.query(
      `SELECT count(*)::int AS n FROM wallet_transfers WHERE reference = $1`,
      [`tournament:${id}`],
    );
    expect(n).toBe(5);
    // One prize.paid per player: the retried chunk's replayed payouts raised no second event.
    const events = await dataSource.query(
      `SELECT payload FROM outbox_events
        WHERE name = 'prize.paid' AND (payload->>'tournamentId')::int = $1
        ORDER BY (payload->>'rank')::int`,
      [id],
    );
    expect(events.map((e: { payload: { amount: number } }) => e.payload.amount)).toEqual([
      500, 400, 300, 200, 100,
    ]);
    const mismatched = await dataSource.query(`
      SELECT u.id FROM users u
        LEFT JOIN (SELECT user_id, sum(amount) AS total FROM wallet_entries GROUP BY user_id) e
          ON e.user_id = u.id
       WHERE u.coin_balance <> COALESCE(e.total, 0)`);
    expect(mismatched).toEqual([]);
  });
});

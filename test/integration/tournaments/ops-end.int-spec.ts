import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { eventually, startApi, startWorker } from '../../utils/stack';

describe('operators end a tournament now and re-run its settlement', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startApi();
  });
  afterAll(() => app.close());

  const tournament = async (startsInMs: number) => {
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: 4,
      title: 'Early Close Cup',
      starts_at: new Date(now + startsInMs).toISOString(),
      ends_at: new Date(now + 3600_000).toISOString(),
      max_participants: 5,
      prize_table: [70, 30],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    return created.body.data.event_id as number;
  };

  it('completes a live tournament at once, settles it, and a second settlement pays nobody twice', async () => {
    const id = await tournament(-60_000);
    const [a, b] = [await createPlayer(app), await createPlayer(app)];
    for (const p of [a, b]) {
      await post(app, 'register_tournament', { event_id: id, game_id: 4 }, p.token);
    }
    await ops(app, 'POST', `tournaments/${id}/results`, {
      results: [
        { user_id: a.userId, wins: 2 },
        { user_id: b.userId, wins: 1 },
      ],
    });
    // Settling a tournament that has not ended is refused.
    const early = await ops(app, 'POST', `tournaments/${id}/settle`);
    expect(early.statusCode).toBe(409);
    expect(early.body.code).toBe('TOURNAMENT_NOT_ENDED');

    const worker = await startWorker();
    const db = app.get(DataSource);
    const balance = async (userId: string) =>
      Number(
        (await db.query(`SELECT coin_balance FROM users WHERE id = $1`, [userId]))[0].coin_balance,
      );
    try {
      const ended = await ops(app, 'POST', `tournaments/${id}/end`);
      expect(ended.statusCode).toBe(200);
      expect(ended.body.data.tournament_status).toBe('completed');
      await eventually(
        () => db.query(`SELECT settled_at FROM tournaments WHERE id = $1`, [id]),
        (rows) => rows[0].settled_at !== null,
        20_000,
      );
      expect([await balance(a.userId), await balance(b.userId)]).toEqual([70, 30]);

      const again = await ops(app, 'POST', `tournaments/${id}/settle`);
      expect(again.statusCode).toBe(202);
      // The new settle event is relayed and handled, and pays 0.
      await eventually(
        () =>
          db.query(
            `SELECT count(*)::int AS n FROM outbox_events
              WHERE name = 'tournament.settle' AND payload->>'tournamentId' = $1 AND published_at IS NOT NULL`,
            [String(id)],
          ),
        (rows) => rows[0].n === 2,
        20_000,
      );
      await new Promise((r) => setTimeout(r, 1_000));
      expect([await balance(a.userId), await balance(b.userId)]).toEqual([70, 30]);
      const transfers = await db.query(
        `SELECT count(*)::int AS n FROM wallet_transfers WHERE idempotency_key LIKE $1`,
        [`prize:${id}:%`],
      );
      expect(transfers[0].n).toBe(2);
    } finally {
      await worker.close();
    }
    const twice = await ops(app, 'POST', `tournaments/${id}/end`);
    expect(twice.statusCode).toBe(409);
  });

  it('refuses to end a tournament that has not started', async () => {
    const id = await tournament(60_000);
    const res = await ops(app, 'POST', `tournaments/${id}/end`);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      status: 'E',
      code: 'TOURNAMENT_NOT_STARTED',
      message: 'This tournament has not started: move its window instead.',
    });
  });
});

import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { seed } from '../../../backend/src/cli/seed';
import { DEMO_PLAYER } from '../../../backend/src/database/seeds/demo-data';
import { post } from '../../utils/http';
import { eventually, resetDatabase, startApi, startWorker } from '../../utils/stack';

describe('demo seed', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startApi();
    await resetDatabase(app.get(DataSource));
  });
  afterAll(async () => {
    await resetDatabase(app.get(DataSource));
    await app.close();
  });

  it('fills an empty database once: every game in each status, vouchers and a demo player', async () => {
    expect(await seed()).toEqual(['tournaments', 'products', 'demo player']);
    expect(await seed()).toEqual([]);

    const list = await post(app, 'tournament_list', {});
    const pairs = new Set(
      list.body.data.map(
        (t: { game_id: number; tournament_status: string }) =>
          `${t.game_id}:${t.tournament_status}`,
      ),
    );
    for (const game of [1, 2, 3, 4]) {
      for (const status of ['live', 'upcoming', 'completed'])
        expect(pairs).toContain(`${game}:${status}`);
    }
    const [{ n }] = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM products`);
    expect(n).toBeGreaterThanOrEqual(10);

    const login = await post(app, 'login', {
      email: DEMO_PLAYER.email,
      password: DEMO_PLAYER.password,
    });
    expect(login.body).toMatchObject({ status: 'S', user: { name: 'Demo Player' } });

    const counts = await app.get(DataSource).query(
      `SELECT t.registered_participants AS seats, count(e.user_id)::int AS entries
         FROM tournaments t LEFT JOIN tournament_entries e ON e.tournament_id = t.id GROUP BY t.id`,
    );
    for (const c of counts) expect(c.seats).toBe(c.entries);
  });

  it('has the worker settle the seeded completed tournaments, paying their leaders', async () => {
    const worker = await startWorker();
    try {
      const unsettled = () =>
        app
          .get(DataSource)
          .query(`SELECT id FROM tournaments WHERE status = 'completed' AND settled_at IS NULL`);
      await eventually(unsettled, (rows) => rows.length === 0, 20_000);
    } finally {
      await worker.close();
    }
    const [completed] = await app
      .get(DataSource)
      .query(`SELECT id, game_id FROM tournaments WHERE status = 'completed' ORDER BY id LIMIT 1`);
    const board = await post(app, 'leaderboard', {
      inputObj: { event_id: completed.id, game_id: completed.game_id },
    });
    expect(board.body.data[0].rank).toBe(1);
    expect(board.body.data[0].reward).toBeGreaterThan(0);
  });
});

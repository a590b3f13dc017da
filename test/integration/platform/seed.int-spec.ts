import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { seed } from '../../../backend/src/cli/seed';
import { DEMO_PLAYER } from '../../../backend/src/database/seeds/demo-data';
import { post } from '../../utils/http';
import { resetDatabase, startApi } from '../../utils/stack';

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
  });
});

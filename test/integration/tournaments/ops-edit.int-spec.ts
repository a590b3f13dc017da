import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { eventually, startApi, startWorker } from '../../utils/stack';

describe('operator edits of a tournament', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startApi();
  });
  afterAll(() => app.close());

  it('moves the end earlier and the worker completes and settles it at the new time', async () => {
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: 4,
      title: 'Edit Cup',
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 3600_000).toISOString(),
      max_participants: 5,
      prize_table: [50],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    const id = created.body.data.event_id;
    const p = await createPlayer(app);
    await post(app, 'register_tournament', { event_id: id, game_id: 4 }, p.token);
    await ops(app, 'POST', `tournaments/${id}/results`, {
      results: [{ user_id: p.userId, wins: 1 }],
    });

    expect((await ops(app, 'POST', `tournaments/${id}`, { max_participants: 0 })).statusCode).toBe(
      400,
    );
    const moveStart = await ops(app, 'POST', `tournaments/${id}`, {
      starts_at: new Date(now + 60_000).toISOString(),
    });
    expect(moveStart.statusCode).toBe(409);

    const worker = await startWorker();
    try {
      const edit = await ops(app, 'POST', `tournaments/${id}`, {
        title: 'Edit Cup Final',
        ends_at: new Date(Date.now() + 2000).toISOString(),
      });
      expect(edit.body.data).toMatchObject({
        event_title: 'Edit Cup Final',
        tournament_status: 'live',
      });
      const settled = () =>
        app.get(DataSource).query(`SELECT status, settled_at FROM tournaments WHERE id = $1`, [id]);
      await eventually(settled, (rows) => rows[0].settled_at !== null, 20_000);
    } finally {
      await worker.close();
    }
    const me = await post(app, 'get_user_data', {}, p.token);
    expect(me.body.data.coin_balance).toBe(50);
    const late = await ops(app, 'POST', `tournaments/${id}`, { title: 'Too late' });
    expect(late.statusCode).toBe(409);
  });
});

import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { JobData } from '../../../backend/src/events/queues';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { RankIndex } from '../../../backend/src/modules/tournaments/leaderboard/rank-index';
import { NotifyOvertakenJob } from '../../../backend/src/modules/notifications/jobs/notify-overtaken.job';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { MailStack } from '../../utils/mail-stack';
import { eventually } from '../../utils/stack';

const MINUTE = 60_000;

/**
 * "Someone overtook you": the rank index says whom a change passed, the worker's subscriber
 * tells each of them, at most once per tournament per 10 minutes, once per cause.
 */
describe('overtaken notices', () => {
  const stack = new MailStack();
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = (await stack.start()).app;
    dataSource = app.get(DataSource);
  });
  afterAll(() => stack.stop());

  const overtakenOf = (userId: string): Promise<{ key: string; title: string; body: string }[]> =>
    dataSource.query(
      `SELECT key, title, body FROM notifications WHERE user_id = $1 AND type = 'overtaken'
        ORDER BY id`,
      [userId],
    );

  async function liveTicTacToe(names: string[]) {
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: GameId.TicTacToe,
      title: 'Overtake Open',
      starts_at: new Date(now - 10 * MINUTE).toISOString(),
      ends_at: new Date(now + 60 * MINUTE).toISOString(),
      max_participants: 10,
      prize_table: [100, 50],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    const id = created.body.data.event_id as number;
    const players = [];
    for (const name of names) {
      const p = await createPlayer(app, { name });
      const reg = await post(app, 'register_tournament', { event_id: id, game_id: 4 }, p.token);
      expect(reg.body.status).toBe('S');
      players.push(p);
    }
    // A live tournament's index is kept built (the sweep); here it is built at once.
    await app.get(RankIndex).rebuild(id, { wait: true });
    return { id, players };
  }

  const won = (id: number, userId: string, wins: number) =>
    ops(app, 'POST', `tournaments/${id}/results`, {
      results: [{ user_id: userId, wins, losses: 0, completion_seconds: 60 * wins }],
    });

  it('tells the players a result passed, once per 10 minutes, and nobody it did not pass', async () => {
    const { id, players } = await liveTicTacToe(['Aarav', 'Bela', 'Chen']);
    const [a, b, c] = players;

    // Aarav wins first: Bela and Chen, level with him until now, are behind him.
    expect((await won(id, a.userId, 3)).statusCode).toBe(200);
    for (const p of [b, c]) {
      const [notice] = await eventually(
        () => overtakenOf(p.userId),
        (rows) => rows.length === 1,
        20_000,
      );
      expect(notice).toMatchObject({
        title: 'Aarav overtook you',
        body: 'Aarav moved ahead of you in Overtake Open. There is still time to win your place back.',
      });
    }
    expect(await overtakenOf(a.userId)).toEqual([]);

    // Chen passes both: Aarav is told; Bela was told minutes ago and is not told again.
    expect((await won(id, c.userId, 5)).statusCode).toBe(200);
    const [toAarav] = await eventually(
      () => overtakenOf(a.userId),
      (rows) => rows.length === 1,
      20_000,
    );
    expect(toAarav.title).toBe('Chen overtook you');
    const handled: unknown[] = await eventually(
      () =>
        dataSource.query(
          `SELECT 1 FROM outbox_events WHERE name = 'standing.overtook'
              AND (payload->>'tournamentId')::int = $1 AND published_at IS NOT NULL`,
          [id],
        ),
      (rows) => rows.length === 2,
      20_000,
    );
    expect(handled).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await overtakenOf(b.userId)).toHaveLength(1);

    // A result that passes nobody (Bela's first win puts her behind both) tells nobody.
    expect((await won(id, b.userId, 1)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await overtakenOf(a.userId)).toHaveLength(1);
    // Chen's one notice is still Aarav's first win.
    expect((await overtakenOf(c.userId)).map((n) => n.title)).toEqual(['Aarav overtook you']);
  });

  it('adds each notice once however often its event is handled', async () => {
    const { id, players } = await liveTicTacToe(['Dev', 'Esha']);
    const [d, e] = players;
    const job: JobData<'standing.overtook'> = {
      idempotencyKey: `standing.overtook-${id}-${d.userId}-test`,
      payload: { tournamentId: id, userId: d.userId, passedIds: [e.userId], at: Date.now() },
    };
    const handler = stack.worker.get(NotifyOvertakenJob);
    await Promise.all([handler.handle(job), handler.handle(job), handler.handle(job)]);
    await handler.handle(job);
    expect(await overtakenOf(e.userId)).toHaveLength(1);
  });
});

import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { TournamentSchedulesService } from '../../../backend/src/modules/tournaments/schedules/tournament-schedules.service';
import { TournamentScheduler } from '../../../backend/src/modules/tournaments/tournament-scheduler.service';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { tournamentInput } from '../../factories/tournament.factory';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { startApi, startWorker } from '../../utils/stack';

const DAILY = [0, 1, 2, 3, 4, 5, 6];
const HOUR = 3_600_000;

describe('recurring tournaments', () => {
  let app: NestFastifyApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await startApi();
    db = app.get(DataSource);
  });
  afterAll(() => app.close());

  const instances = (
    scheduleId: number,
  ): Promise<{ id: number; title: string; starts_at: Date }[]> =>
    db.query(
      `SELECT id, title, starts_at FROM tournaments WHERE schedule_id = $1 ORDER BY starts_at`,
      [scheduleId],
    );

  it('creates a week of tournaments at once, at the IST time, each shown and open to register', async () => {
    const created = await ops(app, 'POST', 'tournament-schedules', {
      game_id: 4,
      title_pattern: 'Daily Duel {date}',
      start_time: '19:00',
      weekdays: DAILY,
      duration_minutes: 90,
      max_participants: 64,
      prize_table: [500, 300, 200],
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({
      status: 'S',
      data: { game_id: 4, start_time: '19:00', weekdays: DAILY, active: true },
    });
    const id = created.body.data.schedule_id as number;
    const rows = await instances(id);
    // Seven or eight: today's evening may still be ahead (or running), plus the next seven days
    // that start within the horizon.
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.length).toBeLessThanOrEqual(8);
    expect(created.body.data.upcoming_event_ids).toEqual(rows.map((r) => r.id));
    for (const r of rows) {
      // 19:00 IST is 13:30 UTC.
      expect(new Date(r.starts_at).toISOString()).toMatch(/T13:30:00\.000Z$/);
      expect(r.title).toMatch(/^Daily Duel \d{1,2} [A-Z][a-z]{2}$/);
    }
    const list = await post(app, 'tournament_list', { game_id: 4 });
    const shown = list.body.data.map((t: { event_id: number }) => t.event_id);
    // The week is one card: what is running, and the next one only.
    const running = rows.filter((r) => new Date(r.starts_at).getTime() <= Date.now());
    const next = rows.find((r) => new Date(r.starts_at).getTime() > Date.now());
    expect(shown.filter((id: number) => rows.some((r) => r.id === id))).toEqual(
      [...running, next].map((r) => r?.id),
    );
    const detail = await post(app, 'tournament', { event_id: rows[0].id, game_id: 4 });
    expect(detail.body.data[0]).toMatchObject({ prize_pool: 1000, max_participants: 64 });
  });

  it('creates each occurrence once, whatever runs the sweep at the same time or again', async () => {
    const created = await ops(app, 'POST', 'tournament-schedules', {
      game_id: 1,
      title_pattern: 'Weekend Rapid · {weekday}',
      start_time: '16:00',
      weekdays: [0, 6],
      duration_minutes: 240,
      max_participants: 100,
      prize_table: [1000],
      active: false, // paused: the sweeps below create everything
    });
    const id = created.body.data.schedule_id as number;
    expect(await instances(id)).toEqual([]);
    await db.query(`UPDATE tournament_schedules SET active = true WHERE id = $1`, [id]);

    // Two workers and the API sweep together, then again, as restarts would.
    const [first, second] = [await startWorker(), await startWorker()];
    try {
      const sweeps = [first, second, app].flatMap((ctx) => [
        ctx.get(TournamentScheduler).sweep(),
        ctx.get(TournamentSchedulesService).createAllDue(),
      ]);
      await Promise.all(sweeps);
      await Promise.all([first, second].map((w) => w.get(TournamentScheduler).sweep()));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    const rows = await instances(id);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(new Set(rows.map((r) => new Date(r.starts_at).getTime())).size).toBe(rows.length);
    const events = await db.query(
      `SELECT count(*)::int AS n FROM outbox_events
        WHERE name = 'tournament.created' AND (payload->>'tournamentId')::int = ANY($1)`,
      [rows.map((r) => r.id)],
    );
    expect(events[0].n).toBe(rows.length);
  });

  it('keeps an instance an operator moved, and a paused schedule creates nothing new', async () => {
    const created = await ops(app, 'POST', 'tournament-schedules', {
      game_id: 2,
      title_pattern: 'Clan Clash {date}',
      start_time: '18:00',
      weekdays: DAILY,
      duration_minutes: 180,
      max_participants: 50,
      prize_table: [800, 200],
    });
    const id = created.body.data.schedule_id as number;
    const before = await instances(id);
    const last = before[before.length - 1];
    const moved = new Date(new Date(last.starts_at).getTime() + 3_600_000);
    const edit = await ops(app, 'POST', `tournaments/${last.id}`, {
      starts_at: moved.toISOString(),
      ends_at: new Date(moved.getTime() + 3 * 3_600_000).toISOString(),
      title: 'Clan Clash Special',
    });
    expect(edit.statusCode).toBe(200);
    const schedules = app.get(TournamentSchedulesService);
    await schedules.createAllDue();
    const after = await instances(id);
    expect(after).toHaveLength(before.length);
    expect(after.find((r) => r.id === last.id)?.title).toBe('Clan Clash Special');

    const paused = await ops(app, 'POST', `tournament-schedules/${id}`, { active: false });
    expect(paused.body.data.active).toBe(false);
    // Eight days on, a paused schedule has added nothing.
    await schedules.createAllDue(new Date(Date.now() + 8 * 86_400_000));
    expect(await instances(id)).toHaveLength(before.length);
    const listed = await ops(app, 'GET', 'tournament-schedules');
    expect(listed.body.data.map((s: { schedule_id: number }) => s.schedule_id)).toContain(id);
  });

  it.each([
    [{ start_time: '24:00' }, 'start_time must be HH:MM (00:00–23:59)'],
    [{ weekdays: [] }, 'weekdays needs at least one day'],
    [{ weekdays: [1, 1] }, 'weekdays must not repeat a day'],
    [{ weekdays: [7] }, 'weekdays must be 0 (Sunday) to 6 (Saturday)'],
    [{ duration_minutes: 2 }, 'duration_minutes must be at least 5'],
    [{ game_id: 9 }, 'game_id must be 1, 2, 3, 4 or 5'],
    [{ title_pattern: '' }, 'title_pattern is required'],
  ])('refuses %j with "%s" and creates nothing', async (change, message) => {
    const [{ n: before }] = await db.query(`SELECT count(*)::int AS n FROM tournament_schedules`);
    const res = await ops(app, 'POST', 'tournament-schedules', {
      game_id: 3,
      title_pattern: 'Royale {weekday}',
      start_time: '21:00',
      weekdays: [1],
      duration_minutes: 60,
      max_participants: 10,
      prize_table: [100],
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'E', message });
    const [{ n: after }] = await db.query(`SELECT count(*)::int AS n FROM tournament_schedules`);
    expect(after).toBe(before);
  });

  it('cancels one instance before it starts, for good: the sweep does not create it again', async () => {
    const created = await ops(app, 'POST', 'tournament-schedules', {
      game_id: 4,
      title_pattern: 'Cancel Cup {date}',
      start_time: '10:00',
      weekdays: DAILY,
      duration_minutes: 60,
      max_participants: 32,
      prize_table: [100],
    });
    const scheduleId = created.body.data.schedule_id as number;
    const before = await instances(scheduleId);
    const upcoming = before.filter((r) => new Date(r.starts_at).getTime() > Date.now());
    const [victim, kept] = [upcoming[1], upcoming[2]];

    // One with a registered player is refused, and stays.
    const player = await createPlayer(app);
    const reg = await post(
      app,
      'register_tournament',
      { event_id: kept.id, game_id: 4 },
      player.token,
    );
    expect(reg.body).toMatchObject({ status: 'S' });
    const refused = await ops(app, 'POST', `tournaments/${kept.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'TOURNAMENT_HAS_PLAYERS',
      message:
        '1 player has registered: a tournament with players cannot be cancelled (move or edit it instead).',
    });

    const cancelled = await ops(app, 'POST', `tournaments/${victim.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toEqual({ status: 'S', event_id: victim.id, schedule_id: scheduleId });
    const gone = await post(app, 'tournament', { event_id: victim.id, game_id: 4 });
    expect(gone.body).toMatchObject({ status: 'E', code: 'TOURNAMENT_NOT_FOUND' });

    // The sweep, now and as the days pass, never brings it back; the others stay as they were.
    const schedules = app.get(TournamentSchedulesService);
    await schedules.createAllDue();
    await schedules.createAllDue(new Date(Date.now() + 86_400_000));
    const after = await instances(scheduleId);
    expect(after.map((r) => r.id)).not.toContain(victim.id);
    expect(after.filter((r) => +new Date(r.starts_at) === +new Date(victim.starts_at))).toEqual([]);
    expect(after.map((r) => r.id)).toEqual(expect.arrayContaining([kept.id]));
    expect(after.length).toBeGreaterThanOrEqual(before.length - 1);

    const again = await ops(app, 'POST', `tournaments/${victim.id}/cancel`);
    expect(again.statusCode).toBe(404);
    // A tournament already running is ended, not cancelled.
    const running = await ops(app, 'POST', 'tournaments', {
      game_id: 4,
      title: 'Running Duel',
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 3_600_000).toISOString(),
      max_participants: 8,
      prize_table: [100],
    });
    const started = await ops(app, 'POST', `tournaments/${running.body.data.event_id}/cancel`);
    expect(started.statusCode).toBe(409);
    expect(started.body.message).toBe(
      'A tournament that has begun cannot be cancelled: end it instead.',
    );
  });

  it('keeps the latest results on the home list however many tournaments are open', async () => {
    const service = app.get(TournamentsService);
    const now = Date.now();
    const ended = await service.create(
      tournamentInput({
        gameId: GameId.ClashRoyale,
        title: 'Ended Royale',
        startsAt: new Date(now - 3 * HOUR),
        endsAt: new Date(now - HOUR),
      }),
    );
    // More open tournaments than the list's 30.
    for (let i = 0; i < 32; i++) {
      await service.create(
        tournamentInput({
          gameId: GameId.ClashRoyale,
          title: `Open Royale ${i}`,
          startsAt: new Date(now + (i + 1) * HOUR),
          endsAt: new Date(now + (i + 2) * HOUR),
        }),
      );
    }
    const list = await post(app, 'tournament_list', { game_id: 3 });
    const statuses = list.body.data.map((t: { tournament_status: string }) => t.tournament_status);
    expect(statuses.filter((s: string) => s !== 'completed')).toHaveLength(30);
    expect(list.body.data.at(-1)).toMatchObject({
      event_id: ended.id,
      tournament_status: 'completed',
    });
  });

  it('answers an unknown schedule with 404 and keeps the operator API behind its token', async () => {
    const missing = await ops(app, 'POST', 'tournament-schedules/999999', { active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.code).toBe('SCHEDULE_NOT_FOUND');
    const anonymous = await app.inject({ method: 'GET', url: '/api/ops/tournament-schedules' });
    expect(anonymous.statusCode).toBe(401);
  });
});

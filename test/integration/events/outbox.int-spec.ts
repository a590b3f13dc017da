import { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { OutboxRelay } from '../../../backend/src/events/outbox-relay.service';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { QUEUES } from '../../../backend/src/events/queues';
import { TournamentScheduler } from '../../../backend/src/modules/tournaments/tournament-scheduler.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { ScheduleTournamentJob } from '../../../backend/src/modules/tournaments/jobs/schedule-tournament.job';
import { tournamentInput } from '../../factories/tournament.factory';
import { eventually, resetDatabase, startDomain, startWorker } from '../../utils/stack';

describe('transactional outbox', () => {
  let producer: INestApplicationContext;
  let dataSource: DataSource;
  let tournaments: TournamentsService;
  let relay: OutboxRelay;
  let queue: Queue;
  let worker: INestApplicationContext | null = null;

  beforeAll(async () => {
    producer = await startDomain();
    dataSource = producer.get(DataSource);
    tournaments = producer.get(TournamentsService);
    relay = producer.get(OutboxRelay);
    queue = producer.get(QueueRegistry).get(QUEUES.scheduling);
  });

  beforeEach(async () => {
    await resetDatabase(dataSource);
    await queue.obliterate({ force: true });
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await worker?.close();
    worker = null;
  });

  afterAll(() => producer.close());

  const unpublished = async () =>
    (
      await dataSource.query(
        `SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL`,
      )
    )[0].n;
  const processed = async (key: string) =>
    (
      await dataSource.query(
        `SELECT count(*)::int AS n FROM processed_events WHERE idempotency_key = $1`,
        [key],
      )
    )[0].n;

  it('commits the event with the change, and neither without the other', async () => {
    const t = await tournaments.create(tournamentInput());
    // A change the database refuses (no seats) must leave no event behind.
    await expect(tournaments.create(tournamentInput({ maxParticipants: 0 }))).rejects.toThrow();
    const events = await dataSource.query(`SELECT name, payload FROM outbox_events`);
    expect(events).toEqual([{ name: 'tournament.created', payload: { tournamentId: t.id } }]);
    expect(await dataSource.query(`SELECT id FROM tournaments`)).toEqual([{ id: t.id }]);
  });

  it('delivers an event committed while the relay was down, exactly once', async () => {
    const t = await tournaments.create(tournamentInput());
    expect(await unpublished()).toBe(1);
    // The worker starts: its relay publishes the row and its processor handles the job.
    const handleSpy = jest.spyOn(ScheduleTournamentJob.prototype, 'handle');
    worker = await startWorker();
    await eventually(
      () => processed(`tournament.created-${t.id}`),
      (n) => n === 1,
    );
    expect(await unpublished()).toBe(0);
    await eventually(
      async () => (await queue.getJob(`tournament.created-${t.id}`))?.finishedOn,
      Boolean,
    );
    expect(handleSpy).toHaveBeenCalledTimes(1);
  });

  it('re-publishes after a crash between publish and commit, and the job runs once', async () => {
    const t = await tournaments.create(tournamentInput());
    const key = `tournament.created-${t.id}`;
    // The relay dies after BullMQ accepted the job but before marking the row published.
    const mark = jest
      .spyOn(relay as unknown as { markPublished: () => Promise<void> }, 'markPublished')
      .mockRejectedValueOnce(new Error('relay killed'));
    await expect(relay.relayOnce()).rejects.toThrow('relay killed');
    expect(await unpublished()).toBe(1);
    expect(await queue.getJob(key)).toBeDefined();
    mark.mockRestore();

    // Restarted, it publishes the same row again; BullMQ keeps one job under that id.
    expect(await relay.relayOnce()).toBe(1);
    expect(await unpublished()).toBe(0);
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed']);
    expect(jobs.filter((j) => j.id === key)).toHaveLength(1);

    const handle = jest.spyOn(ScheduleTournamentJob.prototype, 'handle');
    worker = await startWorker();
    await eventually(
      () => processed(key),
      (n) => n === 1,
    );
    await eventually(async () => (await queue.getJob(key))?.finishedOn, Boolean);
    expect(handle).toHaveBeenCalledTimes(1);
    // Its effect, the start and end jobs, exists once each.
    const delayed = await queue.getJobs(['delayed', 'waiting', 'active', 'completed']);
    expect(delayed.filter((j) => j.id === `tournament.end-${t.id}`)).toHaveLength(1);
  });

  it('changes nothing when a handled job is delivered again', async () => {
    const t = await tournaments.create(tournamentInput());
    worker = await startWorker();
    const handler = worker.get(ScheduleTournamentJob);
    const key = `tournament.created-${t.id}`;
    await eventually(
      () => processed(key),
      (n) => n === 1,
    );
    const schedule = jest.spyOn(TournamentScheduler.prototype, 'schedule');
    await handler.handle({ idempotencyKey: key, payload: { tournamentId: t.id } });
    await handler.handle({ idempotencyKey: key, payload: { tournamentId: t.id } });
    expect(schedule).not.toHaveBeenCalled();
    expect(await processed(key)).toBe(1);
  });

  it('schedules start and end jobs that flip the status on time', async () => {
    const now = Date.now();
    const t = await tournaments.create(
      tournamentInput({ startsAt: new Date(now + 1200), endsAt: new Date(now + 2400) }),
    );
    expect(t.status).toBe('upcoming');
    worker = await startWorker();
    const status = async () => (await tournaments.findById(t.id))?.status;
    await eventually(status, (s) => s === 'live', 5000);
    await eventually(status, (s) => s === 'completed', 5000);
    const end = await queue.getJob(`tournament.end-${t.id}`);
    expect(end?.finishedOn).toBeGreaterThanOrEqual(t.endsAt.getTime());
  });

  it('repairs transitions that fell due while the worker was down', async () => {
    const t = await tournaments.create(tournamentInput());
    // Simulate downtime: the window passed with no worker running and no job ever delivered.
    await dataSource.query(
      `UPDATE tournaments SET status = 'upcoming', starts_at = now() - interval '2 hours',
              ends_at = now() - interval '1 hour' WHERE id = $1`,
      [t.id],
    );
    await dataSource.query(`UPDATE outbox_events SET published_at = now()`);
    worker = await startWorker();
    expect((await tournaments.findById(t.id))?.status).toBe('completed');
  });
});

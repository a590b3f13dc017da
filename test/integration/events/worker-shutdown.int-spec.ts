import { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { DEFAULT_JOB_OPTIONS, QUEUES } from '../../../backend/src/events/queues';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { StartTournamentJob } from '../../../backend/src/modules/tournaments/jobs/start-tournament.job';
import { tournamentInput } from '../../factories/tournament.factory';
import { eventually, resetDatabase, startDomain, startWorker } from '../../utils/stack';

describe('worker shutdown', () => {
  let producer: INestApplicationContext;
  let queue: Queue;
  let tournaments: TournamentsService;

  beforeAll(async () => {
    producer = await startDomain();
    queue = producer.get(QueueRegistry).get(QUEUES.scheduling);
    tournaments = producer.get(TournamentsService);
    await resetDatabase(producer.get(DataSource));
    await queue.obliterate({ force: true });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await producer.close();
  });

  it('lets an in-flight job finish before the worker exits', async () => {
    const worker = await startWorker();
    const t = await tournaments.create(tournamentInput());
    await producer
      .get(DataSource)
      .query(`UPDATE tournaments SET status = 'upcoming' WHERE id = $1`, [t.id]);
    const original = StartTournamentJob.prototype.handle;
    let started = false;
    jest.spyOn(StartTournamentJob.prototype, 'handle').mockImplementation(async function (
      this: StartTournamentJob,
      data,
    ) {
      started = true;
      await new Promise((r) => setTimeout(r, 800));
      return original.call(this, data);
    });
    await queue.add(
      'tournament.start',
      { idempotencyKey: 'shutdown-test', payload: { tournamentId: t.id } },
      { ...DEFAULT_JOB_OPTIONS, jobId: 'shutdown-test' },
    );
    await eventually(async () => started, Boolean);
    await worker.close(); // what SIGTERM triggers through enableShutdownHooks
    const job = await queue.getJob('shutdown-test');
    expect(job?.finishedOn).toBeDefined();
    expect(job?.failedReason).toBeUndefined();
    expect((await tournaments.findById(t.id))?.status).toBe('live');
  });
});

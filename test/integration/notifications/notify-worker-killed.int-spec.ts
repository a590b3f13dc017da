import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../../backend/src/events/outbox.service';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { idempotencyKey, QUEUES } from '../../../backend/src/events/queues';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { createPlayer } from '../../factories/user.factory';
import { ops } from '../../utils/http';
import { Mailbox } from '../../utils/mailbox';
import { eventually, startApi } from '../../utils/stack';
import { WorkerProcess } from '../../utils/worker-process';

const MINUTE = 60_000;
/** Two worker processes to start, and a killed worker's job lock to expire. */
const TIMEOUT_MS = 120_000;

// The worker runs as a process of its own here, so that it can be killed for real.
describe('a prize notice when the worker is killed half-way', () => {
  const mailbox = new Mailbox();
  let app: NestFastifyApplication;
  let worker: WorkerProcess | undefined;
  let dataSource: DataSource;

  beforeAll(async () => {
    process.env.SMTP_URL = await mailbox.start();
    app = await startApi();
    worker = await WorkerProcess.start();
    dataSource = app.get(DataSource);
  });
  afterAll(async () => {
    await worker?.stop();
    await app.close();
    await mailbox.stop();
    delete process.env.SMTP_URL;
  });

  const notices = async (userId: string): Promise<number> =>
    Number(
      (
        await dataSource.query(
          `SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND type = 'prize_paid'`,
          [userId],
        )
      )[0].n,
    );

  it(
    'adds exactly one notification and sends one mail once another worker takes the job over',
    async () => {
      if (!worker) throw new Error('no worker');
      const asha = await createPlayer(app, { name: 'Asha' });
      const now = Date.now();
      const created = await ops(app, 'POST', 'tournaments', {
        game_id: GameId.TicTacToe,
        title: 'Crash Cup',
        starts_at: new Date(now + 60 * MINUTE).toISOString(),
        ends_at: new Date(now + 120 * MINUTE).toISOString(),
        max_participants: 10,
        prize_table: [300],
        guaranteed_players: 0,
        paid_share_percent: 100,
      });
      const tournamentId = created.body.data.event_id as number;
      const key = idempotencyKey('prize.paid', tournamentId, asha.userId);

      // The notice's insert is held mid-transaction by a lock this test takes on Asha's row
      // (the insert's foreign key check waits on it), so the kill lands after the job began and
      // before anything committed.
      const locker = dataSource.createQueryRunner();
      await locker.connect();
      await locker.startTransaction();
      await locker.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [asha.userId]);
      const [{ pid: lockerPid }] = await locker.query(`SELECT pg_backend_pid() AS pid`);
      const blockedByLocker = async () =>
        Number(
          (
            await dataSource.query(
              `SELECT count(*) AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`,
              [lockerPid],
            )
          )[0].n,
        );
      try {
        // The prize's event, as settlement commits it with the transfer.
        await dataSource.transaction((m) =>
          app.get(OutboxService).add(m, {
            name: 'prize.paid',
            payload: { tournamentId, userId: asha.userId, amount: 300, rank: 1 },
            idempotencyKey: key,
          }),
        );
        await eventually(blockedByLocker, (n) => n > 0, 20_000);
        expect(await worker.kill('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
      } finally {
        await locker.rollbackTransaction();
        await locker.release();
      }
      // The dead worker's transaction never commits.
      await eventually(blockedByLocker, (n) => n === 0, 10_000);
      expect(await notices(asha.userId)).toBe(0);

      // Another worker finds the job stalled once its lock expires (about 20 s) and runs it again.
      worker = await WorkerProcess.start();
      await eventually(
        () => notices(asha.userId),
        (n) => n === 1,
        60_000,
      );
      const queues = app.get(QueueRegistry);
      await eventually(
        () =>
          Promise.all([
            queues.get(QUEUES.rewards).getJobState(`${key}>notify-prize`),
            queues.get(QUEUES.mail).getJobState(`${key}>prize-mail`),
          ]),
        (states) => states.every((s) => s === 'completed'),
        30_000,
      );
      expect(await notices(asha.userId)).toBe(1);
      const mails = mailbox.mails.filter(
        (m) => m.to.includes(asha.email) && /^You won 300 coins/.test(m.subject),
      );
      expect(mails).toHaveLength(1);
    },
    TIMEOUT_MS,
  );
});

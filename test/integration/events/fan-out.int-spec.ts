import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { DEFAULT_JOB_OPTIONS, JobData, QUEUES } from '../../../backend/src/events/queues';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { invitedPlayer, referralCode } from '../../factories/referral.factory';
import { coinBalance, createPlayer } from '../../factories/user.factory';
import { ops } from '../../utils/http';
import { MailStack } from '../../utils/mail-stack';
import { eventually } from '../../utils/stack';

/**
 * A committed event reaches every subscriber as its own job: prize.paid is the referrer's share
 * (rewards) and the winner's mail (mail), each with its own key, retries and failure record.
 */
describe('events fan out to one job per subscriber', () => {
  const stack = new MailStack();
  const mailbox = stack.mailbox;
  let app: NestFastifyApplication;
  let db: DataSource;
  let queues: QueueRegistry;

  beforeAll(async () => {
    app = (await stack.start()).app;
    db = app.get(DataSource);
    queues = stack.worker.get(QueueRegistry);
  });
  afterAll(async () => {
    mailbox.onArrival = null;
    await stack.stop();
  });

  /** A referrer, their verified referee and a tournament to have won a prize in. */
  async function winnerWithReferrer(title: string) {
    const referrer = await createPlayer(app, { name: 'Ravi' });
    const winner = await invitedPlayer(app, await referralCode(app, referrer.userId), {
      name: 'Asha',
    });
    // The sign-up bonus (100) lands first, so later balances count the share alone.
    await eventually(
      () => coinBalance(db, referrer.userId),
      (b) => b === 100,
      20_000,
    );
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: GameId.TicTacToe,
      title,
      starts_at: new Date(now - 3_600_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
      max_participants: 10,
      prize_table: [500],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    return { referrer, winner, tournamentId: created.body.data.event_id as number };
  }

  /** prize.paid exactly as the relay queues it, today and in the build before the fan-out. */
  async function queuePrizePaid(tournamentId: number, userId: string, key: string) {
    const data: JobData<'prize.paid'> = {
      idempotencyKey: key,
      payload: { tournamentId, userId, amount: 500, rank: 1 },
    };
    await queues
      .get(QUEUES.rewards)
      .add('prize.paid', data, { ...DEFAULT_JOB_OPTIONS, jobId: key });
  }

  const job = (queue: string, id: string) =>
    eventually(
      async () => (await queues.get(queue as 'rewards').getJob(id)) ?? null,
      (j): j is Job => j !== null,
      15_000,
    ) as Promise<Job>;

  const completed = async (queue: string, id: string) => {
    const j = await job(queue, id);
    await eventually(
      () => j.getState(),
      (s) => s === 'completed',
      20_000,
    );
    return (await queues.get(queue as 'rewards').getJob(id)) as Job;
  };

  const prizeMails = (email: string) =>
    mailbox.mails.filter((m) => m.to.includes(email) && /^You won /.test(m.subject));

  it('retries a failing prize mail alone: the referral share is paid once, by one attempt', async () => {
    const { referrer, winner, tournamentId } = await winnerWithReferrer('Fan-out Cup');
    let refusals = 0;
    mailbox.onArrival = async (mail) => {
      if (mail.to.includes(winner.email) && /^You won /.test(mail.subject) && refusals < 2) {
        refusals++;
        throw new Error('mailbox full, try later');
      }
    };
    const key = `prize.paid-${tournamentId}-${winner.userId}`;
    await queuePrizePaid(tournamentId, winner.userId, key);

    const mailJob = await completed(QUEUES.mail, `${key}>prize-mail`);
    const shareJob = await completed(QUEUES.rewards, `${key}>referral-share`);
    expect(refusals).toBe(2);
    expect(mailJob.attemptsMade).toBe(3);
    expect(shareJob.attemptsMade).toBe(1);
    expect(await coinBalance(db, referrer.userId)).toBe(150);
    // Mails the SMTP server refused do not count: the winner got one.
    const accepted = await eventually(
      async () => prizeMails(winner.email),
      (m) => m.length >= 1,
    );
    expect(accepted).toHaveLength(3); // two refused copies are still in the test's list
    const processed: { idempotency_key: string; job_name: string }[] = await db.query(
      `SELECT idempotency_key, job_name FROM processed_events WHERE idempotency_key LIKE $1
        ORDER BY job_name`,
      [`${key}%`],
    );
    expect(processed).toEqual([
      { idempotency_key: `${key}>prize-mail`, job_name: 'prize.paid>prize-mail' },
      { idempotency_key: `${key}>referral-share`, job_name: 'prize.paid>referral-share' },
    ]);
  });

  it('runs an event queued by the previous build, and not one its single handler already ran', async () => {
    const { referrer, winner, tournamentId } = await winnerWithReferrer('Upgrade Cup');
    mailbox.onArrival = null;
    // Queued before the upgrade, not handled yet: both reactions still happen, once.
    const waiting = `prize.paid-${tournamentId}-${winner.userId}`;
    await queuePrizePaid(tournamentId, winner.userId, waiting);
    await completed(QUEUES.mail, `${waiting}>prize-mail`);
    await completed(QUEUES.rewards, `${waiting}>referral-share`);
    expect(await coinBalance(db, referrer.userId)).toBe(150);
    expect(prizeMails(winner.email)).toHaveLength(1);

    // The previous build's handler committed its effects under the event's own key, then the
    // worker died before BullMQ heard: delivered again after the upgrade, it does nothing.
    const done = `prize.paid-${tournamentId}-${winner.userId}-legacy`;
    await db.query(`INSERT INTO processed_events (idempotency_key, job_name) VALUES ($1, $2)`, [
      done,
      'prize.paid',
    ]);
    await queuePrizePaid(tournamentId, winner.userId, done);
    await completed(QUEUES.rewards, done);
    expect(await queues.get(QUEUES.mail).getJob(`${done}>prize-mail`)).toBeUndefined();
    expect(await queues.get(QUEUES.rewards).getJob(`${done}>referral-share`)).toBeUndefined();
    expect(prizeMails(winner.email)).toHaveLength(1);
  });

  it('fans an event delivered twice out once', async () => {
    const { referrer, winner, tournamentId } = await winnerWithReferrer('Twice Cup');
    const key = `prize.paid-${tournamentId}-${winner.userId}`;
    await queuePrizePaid(tournamentId, winner.userId, key);
    await completed(QUEUES.mail, `${key}>prize-mail`);
    // Delivered again under another job id (BullMQ forgot the first): the subscribers' job ids
    // and inbox keys keep each reaction to one.
    const data = (await queues.get(QUEUES.rewards).getJob(key))?.data as JobData<'prize.paid'>;
    const again = await queues
      .get(QUEUES.rewards)
      .add('prize.paid', data, { jobId: `${key}-again` });
    await eventually(
      () => again.getState(),
      (s) => s === 'completed',
    );
    await completed(QUEUES.rewards, `${key}>referral-share`);
    await new Promise((r) => setTimeout(r, 500));
    expect(prizeMails(winner.email)).toHaveLength(1);
    expect(await coinBalance(db, referrer.userId)).toBe(150);
  });
});

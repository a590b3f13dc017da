import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { JobData, QUEUES } from '../../../backend/src/events/queues';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { playedTournament } from '../../factories/tournament.factory';
import { MailStack } from '../../utils/mail-stack';
import { eventually } from '../../utils/stack';

describe('prize.paid events', () => {
  const stack = new MailStack();
  const mailbox = stack.mailbox;
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = (await stack.start()).app;
    dataSource = app.get(DataSource);
  });
  afterAll(() => stack.stop());

  const prizeEvents = (id: number): Promise<{ idempotency_key: string; payload: object }[]> =>
    dataSource.query(
      `SELECT idempotency_key, payload FROM outbox_events
        WHERE name = 'prize.paid' AND (payload->>'tournamentId')::int = $1`,
      [id],
    );
  const prizeMails = (email: string) =>
    mailbox.mails.filter((m) => m.to.includes(email) && /^You won /.test(m.subject));

  it('raises one prize.paid per winner with the payout, and mails each winner once', async () => {
    // Points 8, 6, 6, 2: ranks 1, 2, 2, 4. The tied 2nd and 3rd share 100 + 50; the 4th wins nothing.
    const { id, players } = await playedTournament(app, [300, 100, 50], [4, 3, 3, 1], 'Prize Cup');
    await app.get(TournamentsService).markCompleted(id);
    await eventually(
      async () =>
        (await dataSource.query(`SELECT settled_at FROM tournaments WHERE id = $1`, [id]))[0]
          .settled_at,
      Boolean,
      15_000,
    );

    const expected = [
      [players[0], 300, 1],
      [players[1], 75, 2],
      [players[2], 75, 2],
    ] as const;
    const events = await prizeEvents(id);
    expect(events).toHaveLength(3);
    expect(events).toEqual(
      expect.arrayContaining(
        expected.map(([p, amount, rank]) => ({
          idempotency_key: `prize.paid-${id}-${p.userId}`,
          payload: { tournamentId: id, userId: p.userId, amount, rank },
        })),
      ),
    );

    // Every event fanned out and its mail sent before counting, so a late duplicate would show.
    const rewards = stack.worker.get(QueueRegistry).get(QUEUES.rewards);
    const mail = stack.worker.get(QueueRegistry).get(QUEUES.mail);
    await eventually(
      () =>
        Promise.all(
          events.flatMap((e) => [
            rewards.getJobState(e.idempotency_key),
            mail.getJobState(`${e.idempotency_key}>prize-mail`),
          ]),
        ),
      (states) => states.every((s) => s === 'completed'),
      15_000,
    );
    for (const [p, amount, rank] of expected) {
      const mails = prizeMails(p.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`You won ${amount} coins in Prize Cup`);
      expect(mails[0].text).toContain(`rank ${rank} in Prize Cup and won ${amount} coins`);
      expect(mails[0].links).toContain('http://localhost:3000/profile');
    }
    expect(prizeMails(players[3].email)).toEqual([]);

    // The same event delivered again (BullMQ forgot the job id): the inbox keeps it to one mail.
    const first = await rewards.getJob(events[0].idempotency_key);
    const again = await rewards.add('prize.paid', first?.data as JobData<'prize.paid'>, {
      jobId: `${events[0].idempotency_key}-again`,
    });
    await eventually(
      () => again.getState(),
      (s) => s === 'completed',
    );
    for (const [p] of expected) expect(prizeMails(p.email)).toHaveLength(1);
  });

  it('raises no event on a second settlement, only for payouts made by this one', async () => {
    const { id, players } = await playedTournament(app, [200, 100], [2, 1], 'Rerun Cup');
    // Completed without a settle event: this test settles by hand, as a retried job would.
    await dataSource.query(`UPDATE tournaments SET status = 'completed' WHERE id = $1`, [id]);
    const settlement = app.get(SettlementService);
    expect((await settlement.settle(id)).paidNow).toBe(300);
    const events = await prizeEvents(id);
    expect(events.map((e) => e.idempotency_key).sort()).toEqual(
      players.map((p) => `prize.paid-${id}-${p.userId}`).sort(),
    );

    // A crash before settled_at was written: the payouts are replayed and raise nothing, even for
    // a payout whose event is gone (a prize paid before these events existed).
    await dataSource.query(`DELETE FROM outbox_events WHERE idempotency_key = $1`, [
      `prize.paid-${id}-${players[1].userId}`,
    ]);
    await dataSource.query(`UPDATE tournaments SET settled_at = NULL WHERE id = $1`, [id]);
    expect((await settlement.settle(id)).paidNow).toBe(0);
    expect((await prizeEvents(id)).map((e) => e.idempotency_key)).toEqual([
      `prize.paid-${id}-${players[0].userId}`,
    ]);
  });
});

import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { addDays, istDay } from '../../../backend/src/common/ist-day';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { PlayerActivityService } from '../../../backend/src/modules/activity/player-activity.service';
import { ReferralSweepService } from '../../../backend/src/modules/referrals/referral-sweep.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { invitedPlayer, referralCode, referralCredits } from '../../factories/referral.factory';
import { coinBalance, createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { MailStack } from '../../utils/mail-stack';
import { eventually } from '../../utils/stack';

const DAY = 86_400_000;
const MINUTE = 60_000;
// As long as a title may be (120): the share's reason names it whole.
const TIE_CUP = `Tie Cup ${'of the longest name '.repeat(6)}`.slice(0, 120);
// And a name as long as a name may be (60): every referral reason fits the ledger.
const DIYA = `Diya ${'Rao'.repeat(20)}`.slice(0, 60);

describe('referrals: daily cap and prize shares', () => {
  const stack = new MailStack();
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    process.env.REFERRAL_DAILY_CAP = '2';
    app = (await stack.start()).app;
    dataSource = app.get(DataSource);
  });
  afterAll(async () => {
    await stack.stop();
    delete process.env.REFERRAL_DAILY_CAP;
  });

  const balance = (id: string) => coinBalance(dataSource, id);
  const paidStages = async (ids: string[]) =>
    (
      await dataSource.query(
        `SELECT referee_id, paid_stage FROM referrals WHERE referee_id = ANY($1)`,
        [ids],
      )
    ).reduce(
      (m: Record<string, number>, r: { referee_id: string; paid_stage: number }) => ({
        ...m,
        [r.referee_id]: r.paid_stage,
      }),
      {},
    );

  it('pays signup bonuses for REFERRAL_DAILY_CAP referees a day and the rest on the next days', async () => {
    const ravi = await createPlayer(app, { name: 'Ravi' });
    const code = await referralCode(app, ravi.userId);
    const referees = [];
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      referees.push(await invitedPlayer(app, code, { name }));
    }
    const ids = referees.map((r) => r.userId);
    await eventually(
      () => balance(ravi.userId),
      (b) => b === 200,
      20_000,
    );
    // The fifth plays while waiting: that stage waits with its Signup.
    await dataSource.transaction((m) =>
      app.get(PlayerActivityService).recordPlays(m, [{ userId: ids[4], source: 'match:cap-test' }]),
    );
    await eventually(
      async () =>
        (await dataSource.query(`SELECT stage FROM referrals WHERE referee_id = $1`, [ids[4]]))[0]
          .stage,
      (stage) => stage === 2,
      20_000,
    );
    expect(await paidStages(ids)).toEqual({
      [ids[0]]: 1,
      [ids[1]]: 1,
      [ids[2]]: 0,
      [ids[3]]: 0,
      [ids[4]]: 0,
    });
    expect(await Promise.all(ids.map(balance))).toEqual([100, 100, 0, 0, 0]);

    // Counted and shown, with when the bonus comes: two a day, oldest first.
    const today = istDay(new Date());
    const day = (n: number) => {
      const d = new Date(`${addDays(today, n)}T00:00:00Z`);
      return `${d.getUTCDate()} ${d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}`;
    };
    const dashboard = await post(app, 'refer_earn_dashboard', {}, ravi.token);
    expect(dashboard.body.data.total_count).toBe(5);
    const notes = Object.fromEntries(
      dashboard.body.data.obj_data.map((r: { name: string; note: string | null }) => [
        r.name,
        r.note,
      ]),
    );
    expect(notes).toEqual({
      One: null,
      Two: null,
      Three: `Daily referral limit reached: bonus paid on ${day(1)}`,
      Four: `Daily referral limit reached: bonus paid on ${day(1)}`,
      Five: `Daily referral limit reached: bonus paid on ${day(2)}`,
    });

    // The next IST days: the worker's sweep pays two more each day, stages in order. A day or two
    // on can cross the month's end (IST): the worker then also pays the month's referral
    // leaderboard prize, which is not what this test counts.
    const earned = async () =>
      (await balance(ravi.userId)) -
      (await referralCredits(dataSource, ravi.userId))
        .filter(([reason]) => reason.startsWith('Referral leaderboard '))
        .reduce((sum, [, amount]) => sum + amount, 0);
    const sweep = stack.worker.get(ReferralSweepService);
    const now = Date.now();
    await sweep.sweep(new Date(now + DAY));
    expect(await Promise.all(ids.map(balance))).toEqual([100, 100, 100, 100, 0]);
    expect(await earned()).toBe(400);
    await sweep.sweep(new Date(now + DAY)); // the same day again pays nobody twice
    expect(await earned()).toBe(400);
    await sweep.sweep(new Date(now + 2 * DAY));
    expect(await Promise.all(ids.map(balance))).toEqual([100, 100, 100, 100, 150]);
    expect(await earned()).toBe(510);
    expect(await referralCredits(dataSource, ids[4])).toEqual([
      ['Referral bonus: welcome', 100],
      ['Referral bonus: first game', 50],
    ]);
  });

  it('pays the referrer 10% of each tied referee’s share of a prize, rounded down', async () => {
    const ravi = await createPlayer(app, { name: 'Ravi' });
    const code = await referralCode(app, ravi.userId);
    const asha = await invitedPlayer(app, code, { name: 'Asha' });
    const diya = await invitedPlayer(app, code, { name: DIYA });
    const kabir = await createPlayer(app, { name: 'Kabir' });
    await eventually(
      () => balance(ravi.userId),
      (b) => b === 200,
      20_000,
    );

    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: GameId.TicTacToe,
      title: TIE_CUP,
      starts_at: new Date(now - 60 * MINUTE).toISOString(),
      ends_at: new Date(now + 60 * MINUTE).toISOString(),
      max_participants: 10,
      prize_table: [300, 100, 51],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    const id = created.body.data.event_id as number;
    for (const p of [kabir, asha, diya]) {
      await post(app, 'register_tournament', { event_id: id, game_id: GameId.TicTacToe }, p.token);
    }
    // Kabir first; Asha and Diya tied for 2nd share 100 + 51 = 151: 75 each (1 left over).
    await ops(app, 'POST', `tournaments/${id}/results`, {
      results: [
        { user_id: kabir.userId, wins: 4, losses: 0, completion_seconds: 100 },
        { user_id: asha.userId, wins: 2, losses: 1, completion_seconds: 100 },
        { user_id: diya.userId, wins: 2, losses: 1, completion_seconds: 100 },
      ],
    });
    await dataSource.query(
      `UPDATE tournaments SET ends_at = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    await app.get(TournamentsService).markCompleted(id);
    // 200 for two Signups, 2 x (10 first play + 10 first win), 2 x 7 (10% of 75).
    await eventually(
      () => balance(ravi.userId),
      (b) => b === 254,
      20_000,
    );
    const shares = (await referralCredits(dataSource, ravi.userId)).filter(([r]) =>
      r.startsWith('10%'),
    );
    expect(shares.sort()).toEqual([
      [`10% of Asha's prize in ${TIE_CUP}`, 7],
      [`10% of ${DIYA}'s prize in ${TIE_CUP}`, 7],
    ]);
    expect(await balance(asha.userId)).toBe(100 + 50 + 100 + 75);
  });
});

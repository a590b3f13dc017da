import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { seed } from '../../../backend/src/cli/seed';
import {
  DEMO_HANDLES,
  DEMO_PLAYER,
  DEMO_PLAYER_AVATAR,
  DEMO_RIVALS,
  DEMO_STREAK_DAYS,
  DEMO_VOUCHERS,
  demoCodes,
  rivalAvatar,
} from '../../../backend/src/database/seeds/demo-data';
import { VoucherCodeVault } from '../../../backend/src/modules/shop/voucher-code-vault';
import { TournamentSchedulesService } from '../../../backend/src/modules/tournaments';
import { post } from '../../utils/http';
import { eventually, resetDatabase, startApi, startWorker } from '../../utils/stack';

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
    expect(await seed()).toEqual([
      'tournaments',
      'tournament schedules',
      'products',
      'demo player',
    ]);
    expect(await seed()).toEqual([]);

    const list = await post(app, 'tournament_list', {});
    const pairs = new Set(
      list.body.data.map(
        (t: { game_id: number; tournament_status: string }) =>
          `${t.game_id}:${t.tournament_status}`,
      ),
    );
    for (const game of [1, 2, 3, 4, 5]) {
      for (const status of ['live', 'upcoming', 'completed'])
        expect(pairs).toContain(`${game}:${status}`);
    }

    const login = await post(app, 'login', {
      email: DEMO_PLAYER.email,
      password: DEMO_PLAYER.password,
    });
    expect(login.body).toMatchObject({ status: 'S', user: { name: 'Demo Player' } });

    const counts = await app.get(DataSource).query(
      `SELECT t.registered_participants AS seats, count(e.user_id)::int AS entries
         FROM tournaments t LEFT JOIN tournament_entries e ON e.tournament_id = t.id GROUP BY t.id`,
    );
    for (const c of counts) expect(c.seats).toBe(c.entries);
  });

  it('gives the demo player a lived-in history, every coin through the ledger', async () => {
    const dataSource = app.get(DataSource);
    const login = await post(app, 'login', {
      email: DEMO_PLAYER.email,
      password: DEMO_PLAYER.password,
    });
    const token: string = login.body.token;
    const me = (await post(app, 'get_user_data', {}, token)).body.data;
    // A three-day streak, today's bonus (day 4) still to claim.
    expect(me).toMatchObject({ streak_count: DEMO_STREAK_DAYS, is_reward_claimed: false });
    expect(me.gamer_handle).toMatchObject({ chess: DEMO_HANDLES.chess });

    const winnings = await post(app, 'mywinnings', { page: 1, limit: 50 }, token);
    const sources: string[] = winnings.body.data.map((w: { source: string }) => w.source);
    for (const day of [1, 2, 3]) expect(sources).toContain(`Daily bonus day ${day}`);
    // Near the top of each game's finished tournament: five prizes, paid by settlement.
    const prizes = sources.filter((source) => /\(rank [1-3]\)$/.test(source));
    expect(prizes).toHaveLength(5);

    const orders = await post(app, 'myorder', { page: 1 }, token);
    expect(orders.body.total_count).toBe(2);

    // The balance is exactly what the ledger says it was paid and spent.
    const [{ ledger }] = await dataSource.query(
      `SELECT COALESCE(sum(amount), 0)::int AS ledger FROM wallet_entries e
         JOIN users u ON e.account = 'user:' || u.id WHERE u.email = $1`,
      [DEMO_PLAYER.email],
    );
    expect(me.coin_balance).toBe(ledger);
    expect(me.coin_balance).toBeGreaterThan(0);

    // Registered in every live tournament and one upcoming one.
    const list = await post(app, 'tournament_list', {}, token);
    const mine = list.body.data.filter((t: { is_registered: boolean }) => t.is_registered);
    const statuses = mine.map((t: { tournament_status: string }) => t.tournament_status);
    expect(statuses.filter((s: string) => s === 'live')).toHaveLength(5);
    expect(statuses.filter((s: string) => s === 'upcoming')).toHaveLength(1);
  });

  it('draws every seeded player with their own avatar', async () => {
    const [live] = await app
      .get(DataSource)
      .query(`SELECT id, game_id FROM tournaments WHERE status = 'live' ORDER BY id LIMIT 1`);
    const detail = await post(app, 'tournament', { event_id: live.id, game_id: live.game_id });
    const pics = detail.body.recent_participants.map((p: { profile_pic: number }) => p.profile_pic);
    expect(pics.length).toBeGreaterThanOrEqual(5);
    expect(new Set(pics).size).toBe(pics.length);
    const avatars = DEMO_RIVALS.map((_name, i) => rivalAvatar(i));
    expect(new Set([...avatars, DEMO_PLAYER_AVATAR]).size).toBe(DEMO_RIVALS.length + 1);
    expect(avatars.every((a) => a >= 0 && a <= 30)).toBe(true);
  });

  it('stocks a shop of 24+ vouchers in 6+ categories, most in stock, one sold out, codes sealed', async () => {
    const shop = await post(app, 'get_products', { limit: 100 });
    expect(shop.body.total_count).toBeGreaterThanOrEqual(24);
    expect(shop.body.filter.catagory_data.length).toBeGreaterThanOrEqual(6);
    const products: {
      title: string;
      thumb_img: string;
      quantity: number;
      denominations: { quantity: number }[];
    }[] = shop.body.products;
    const soldOut = products.filter((p) => p.quantity === 0);
    expect(soldOut.map((p) => p.title)).toEqual(['PlayStation Store Card']);
    expect(products.every((p) => p.denominations.length >= 2)).toBe(true);
    // A stocked voucher with one denomination sold out.
    expect(
      products.some((p) => p.quantity > 0 && p.denominations.some((d) => d.quantity === 0)),
    ).toBe(true);
    expect(new Set(products.map((p) => p.thumb_img))).toEqual(
      new Set([
        'shopping',
        'fashion',
        'food',
        'entertainment',
        'music',
        'travel',
        'gaming',
        'electronics',
        'mobile-recharge',
      ]),
    );

    const dataSource = app.get(DataSource);
    const codes = DEMO_VOUCHERS.flatMap((v) => demoCodes(v).map((row) => row.code));
    const stored: { code_hash: string; code_cipher: string }[] = await dataSource.query(
      `SELECT code_hash, code_cipher FROM voucher_codes`,
    );
    expect(stored.length).toBe(codes.length);
    // Every code is in stock but the ones the demo player's orders took.
    const [{ sold }] = await dataSource.query(`SELECT count(*)::int AS sold FROM orders`);
    expect(sold).toBe(2);
    expect(products.reduce((sum, p) => sum + p.quantity, 0)).toBe(codes.length - sold);
    const vault = app.get(VoucherCodeVault);
    expect(new Set(stored.map((s) => s.code_hash))).toEqual(
      new Set(codes.map((c) => vault.hash(c))),
    );
    const [{ plain }] = await dataSource.query(
      `SELECT count(*)::int AS plain FROM voucher_codes
        WHERE code_cipher LIKE '%GH-%' OR position('GH-'::bytea IN decode(code_cipher, 'base64')) > 0`,
    );
    expect(plain).toBe(0);
  });

  it('has the worker settle the seeded completed tournaments, paying their leaders', async () => {
    const worker = await startWorker();
    try {
      const unsettled = () =>
        app
          .get(DataSource)
          .query(`SELECT id FROM tournaments WHERE status = 'completed' AND settled_at IS NULL`);
      await eventually(unsettled, (rows) => rows.length === 0, 20_000);
    } finally {
      await worker.close();
    }
    const [completed] = await app
      .get(DataSource)
      .query(`SELECT id, game_id FROM tournaments WHERE status = 'completed' ORDER BY id LIMIT 1`);
    const board = await post(app, 'leaderboard', {
      inputObj: { event_id: completed.id, game_id: completed.game_id },
    });
    expect(board.body.data[0].rank).toBe(1);
    expect(board.body.data[0].reward).toBeGreaterThan(0);
  });

  it('gives the demo player two invited friends: one at Signup, paid by the worker, one waiting', async () => {
    const dataSource = app.get(DataSource);
    const [demo] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [
      DEMO_PLAYER.email,
    ]);
    const referralCredits = () =>
      dataSource.query(
        `SELECT reason, amount::int AS amount FROM wallet_transfers
          WHERE credit_account = $1 AND debit_account = 'rewards:referral'`,
        [`user:${demo.id}`],
      );
    const worker = await startWorker();
    try {
      await eventually(referralCredits, (rows) => rows.length === 1, 20_000);
    } finally {
      await worker.close();
    }
    expect(await referralCredits()).toEqual([
      { reason: 'Referral: Asha Rao signed up', amount: 100 },
    ]);
    const stages = await dataSource.query(
      `SELECT stage FROM referrals WHERE referrer_id = $1 ORDER BY stage`,
      [demo.id],
    );
    expect(stages).toEqual([{ stage: 0 }, { stage: 1 }]);
  });

  // Last: it creates tournaments weeks ahead, as the worker's sweep would by then.
  it('keeps every game with a live and an upcoming tournament weeks later, with nobody creating any', async () => {
    const db = app.get(DataSource);
    const schedules = app.get(TournamentSchedulesService);
    const later = new Date(Date.now() + 20 * 86_400_000);
    // The worker's sweep runs all along; two of its runs stand for them.
    await schedules.createAllDue(new Date(Date.now() + 10 * 86_400_000));
    await schedules.createAllDue(later);
    const games = await db.query(
      `SELECT game_id,
              bool_or(starts_at <= $1 AND ends_at > $1) AS live,
              bool_or(starts_at > $1) AS upcoming
         FROM tournaments WHERE schedule_id IS NOT NULL GROUP BY game_id ORDER BY game_id`,
      [later],
    );
    expect(games).toEqual(
      [1, 2, 3, 4, 5].map((game_id) => ({ game_id, live: true, upcoming: true })),
    );
  });
});

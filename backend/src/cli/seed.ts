import 'reflect-metadata';
import { INestApplicationContext, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/env';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import {
  DEMO_HANDLES,
  DEMO_PLAYER,
  DEMO_PLAYER_AVATAR,
  DEMO_RIVALS,
  DEMO_STREAK_DAYS,
  DEMO_VOUCHERS,
  demoCodes,
  demoProduct,
  demoResult,
  demoSchedules,
  demoTournaments,
  rivalAvatar,
  type DemoResult,
} from '../database/seeds/demo-data';
import { DemoDataRepository } from '../database/seeds/demo-data.repository';
import {
  SettlementService,
  Tournament,
  TournamentSchedulesService,
  TournamentsModule,
  TournamentsService,
  TournamentStatus,
} from '../modules/tournaments';
import { GameId, pointsFor } from '../modules/games';
import { hashPassword, newReferralCode } from '../modules/auth';
import { InventoryService, PurchaseService, ShopModule } from '../modules/shop';
import { ReferralsModule, ReferralsService } from '../modules/referrals';
import { DailyBonusService, WalletModule } from '../modules/wallet';

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    TournamentsModule,
    ShopModule,
    WalletModule,
    ReferralsModule,
  ],
  providers: [DemoDataRepository],
})
class SeedModule {}

/**
 * Fills what is empty with demo data, part by part (tournaments, products, the demo player), so
 * a database created by an earlier version gains the parts added since. Returns what it seeded.
 */
export async function seed(now = new Date()): Promise<string[]> {
  const app = await NestFactory.createApplicationContext(SeedModule, { logger: ['error', 'warn'] });
  const seeded: string[] = [];
  try {
    const demo = app.get(DemoDataRepository);
    const tournaments: Tournament[] = [];
    if (await demo.isEmpty('tournaments')) {
      // Through the service, so each tournament's event reaches the worker like any other.
      const service = app.get(TournamentsService);
      for (const t of demoTournaments(now)) tournaments.push(await service.create(t, now));
      await seedRivals(demo, tournaments);
      seeded.push('tournaments');
    }
    if (await demo.isEmpty('tournament_schedules')) {
      // Each schedule creates its first week at once; the worker's sweep keeps it a week ahead.
      const schedules = app.get(TournamentSchedulesService);
      for (const schedule of demoSchedules()) await schedules.create(schedule, now);
      seeded.push('tournament schedules');
    }
    if (await demo.isEmpty('products')) {
      // Through the inventory, so the demo stock is sealed and checked like an operator's.
      const inventory = app.get(InventoryService);
      for (const voucher of DEMO_VOUCHERS) {
        const product = await inventory.createProduct(demoProduct(voucher));
        const codes = demoCodes(voucher);
        if (codes.length) await inventory.importCodes(product.product_id, codes);
      }
      seeded.push('products');
    }
    const player = DEMO_PLAYER;
    const exists = await demo.hasAccount(player.email);
    // Hashing is deliberately slow: skip it on every start after the first.
    const inserted: { id: string }[] = exists
      ? []
      : await demo.insertDemoPlayer(
          await hashPassword(player.password, app.get<AppConfig>(APP_CONFIG).passwordHashCost),
          newReferralCode(),
        );
    if (inserted.length) {
      seeded.push('demo player');
      // A newcomer signing in as the demo player finds a product in use, not an empty one.
      await seedDemoHistory(app, inserted[0].id, tournaments, now);
      await seedDemoReferrals(app, inserted[0].id);
    }
    return seeded;
  } finally {
    await app.close();
  }
}

/**
 * Two friends the demo player invited: one verified (the worker pays both Signup bonuses when it
 * starts), one still waiting for email verification. Attributed like any sign-up.
 */
async function seedDemoReferrals(app: INestApplicationContext, demoId: string): Promise<void> {
  const dataSource = app.get(DataSource);
  const demo = app.get(DemoDataRepository);
  const referrals = app.get(ReferralsService);
  await dataSource.transaction(async (manager) => {
    const friends = await demo.insertInvitedFriends(manager, demoId);
    for (const f of friends) await referrals.attribute(manager, f.id);
  });
}

/** The entry columns of a result (Clash games score their trophy gain); a result is a play. */
function resultColumns(gameId: GameId, result: DemoResult | null) {
  const trophies = result?.startTrophy != null && result.endTrophy != null;
  return {
    eligible: result !== null,
    points: trophies
      ? pointsFor(gameId, {
          kind: 'trophies',
          startTrophies: result.startTrophy!,
          endTrophies: result.endTrophy!,
        })
      : (result?.points ?? 0),
    wins: result?.wins ?? 0,
    draws: result?.draws ?? 0,
    losses: result?.losses ?? 0,
    startTrophy: result?.startTrophy ?? null,
    endTrophy: result?.endTrophy ?? null,
  };
}

/** Demo opponents registered in every tournament, with results where it has started. */
async function seedRivals(demo: DemoDataRepository, tournaments: Tournament[]): Promise<void> {
  const rivals = await demo.upsertRivals(
    DEMO_RIVALS,
    DEMO_RIVALS.map((_name, i) => rivalAvatar(i)),
  );
  for (const t of tournaments) {
    const count = Math.min(t.maxParticipants, 8 + (t.id % 9));
    const started = t.status !== TournamentStatus.Upcoming;
    const rows = rivals.slice(0, count).map((r, i) => ({
      tournamentId: t.id,
      userId: r.id,
      playerName: r.name,
      gamerHandle: r.name.toLowerCase(),
      // Each rival's own avatar, so recent participants look like different people.
      profilePic: r.profile_pic,
      ...resultColumns(t.gameId, started ? demoResult(t.gameId, i) : null),
    }));
    await demo.insertRivalEntries(t.id, rows);
  }
}

/**
 * The demo player's past and present, all through the services players use: three days of
 * daily bonuses (a streak, today's still to claim), a place near the top of every finished
 * tournament, settled here so its prizes are paid through the wallet ledger before the shop
 * orders they pay for, and seats in the live tournaments and one upcoming one.
 */
async function seedDemoHistory(
  app: INestApplicationContext,
  userId: string,
  tournaments: Tournament[],
  now: Date,
): Promise<void> {
  const dataSource = app.get(DataSource);
  const demo = app.get(DemoDataRepository);
  const bonus = app.get(DailyBonusService);
  for (let day = DEMO_STREAK_DAYS; day >= 1; day--) {
    await bonus.claim(userId, new Date(now.getTime() - day * 86_400_000));
  }

  const handle = (gameId: GameId) =>
    ({
      [GameId.Chess]: DEMO_HANDLES.chess,
      [GameId.ClashOfClans]: DEMO_HANDLES.clashClan,
      [GameId.ClashRoyale]: DEMO_HANDLES.clashRoyal,
      [GameId.TicTacToe]: userId,
      [GameId.MrRacer]: userId,
    })[gameId];
  const joined = tournaments.filter(
    (t) => t.status !== TournamentStatus.Upcoming || t.gameId === GameId.ClashOfClans, // and one upcoming, to show STARTS IN with PLAY NOW
  );
  for (const t of joined) {
    // The second rival's result where it has started: near the top, so a prize comes with it.
    const result = t.status === TournamentStatus.Upcoming ? null : demoResult(t.gameId, 1);
    await dataSource.transaction((manager) =>
      demo.insertDemoEntry(manager, t.id, {
        tournamentId: t.id,
        userId,
        playerName: DEMO_PLAYER.name,
        gamerHandle: handle(t.gameId),
        profilePic: DEMO_PLAYER_AVATAR,
        ...resultColumns(t.gameId, result),
      }),
    );
  }
  // The worker settles these too when it starts; settled here, it finds them paid (same keys).
  const settlement = app.get(SettlementService);
  for (const t of joined.filter((j) => j.status === TournamentStatus.Completed)) {
    await settlement.settle(t.id);
  }

  const vouchers = await demo.cheapestStockedVouchers();
  const purchases = app.get(PurchaseService);
  for (const [i, v] of vouchers.entries()) {
    await purchases.purchase(userId, `demo-order-${i + 1}`, v.product_id, v.face_value);
  }
}

if (require.main === module) {
  seed()
    .then((seeded) =>
      new Logger('seed').log(
        seeded.length ? `Demo data seeded: ${seeded.join(', ')}` : 'Demo data already present',
      ),
    )
    .catch((err: unknown) => {
      process.stderr.write(`Seed failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    });
}

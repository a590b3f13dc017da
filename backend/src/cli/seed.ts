import 'reflect-metadata';
import { INestApplicationContext, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import {
  DEMO_PLAYER,
  DEMO_RIVALS,
  DEMO_VOUCHERS,
  demoCodes,
  demoProduct,
  demoResult,
  demoTournaments,
} from '../database/seeds/demo-data';
import { Tournament, TournamentStatus } from '../modules/tournaments/entities/tournament.entity';
import { TournamentEntry } from '../modules/tournaments/entities/tournament-entry.entity';
import { clashPoints } from '../modules/games/scoring/clash-scoring';
import { hashPassword } from '../modules/auth/passwords';
import { newReferralCode } from '../modules/auth/secrets';
import { InventoryService } from '../modules/shop/inventory.service';
import { ReferralsModule } from '../modules/referrals/referrals.module';
import { ReferralsService } from '../modules/referrals/referrals.service';
import { ShopModule } from '../modules/shop/shop.module';
import { TournamentsModule } from '../modules/tournaments/tournaments.module';
import { TournamentsService } from '../modules/tournaments/tournaments.service';

@Module({
  imports: [ConfigModule, DatabaseModule, TournamentsModule, ShopModule, ReferralsModule],
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
    const dataSource = app.get(DataSource);
    const isEmpty = async (table: string) =>
      (await dataSource.query(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`))[0].empty;
    if (await isEmpty('tournaments')) {
      // Through the service, so each tournament's event reaches the worker like any other: the
      // completed ones are settled (and their prizes paid) when the worker starts.
      const tournaments = app.get(TournamentsService);
      const created = [];
      for (const t of demoTournaments(now)) created.push(await tournaments.create(t, now));
      await seedRivals(dataSource, created);
      seeded.push('tournaments');
    }
    if (await isEmpty('products')) {
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
    const [{ exists }] = await dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1) AS exists`,
      [player.email],
    );
    // Hashing is deliberately slow: skip it on every start after the first.
    const inserted = exists
      ? []
      : await dataSource.query(
          `INSERT INTO users (name, email, password_hash, email_verified_at, country, gender, referral_code, profile_pic)
           VALUES ($1, $2, $3, now(), 'India', 'women', $4, 7)
           ON CONFLICT (email) DO NOTHING RETURNING id`,
          [player.name, player.email, await hashPassword(player.password), newReferralCode()],
        );
    if (inserted.length) {
      seeded.push('demo player');
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
  const referrals = app.get(ReferralsService);
  await dataSource.transaction(async (manager) => {
    const friends: { id: string }[] = await manager.query(
      `INSERT INTO users (name, email, email_verified_at, country, referral_code, profile_pic, invited_by_code)
       SELECT f.name, f.email, CASE WHEN f.verified THEN now() END, 'India',
              upper(substr(md5('friend' || f.name), 1, 8)), 3, u.referral_code
         FROM users u, (VALUES ('Asha Rao', 'friend-asha@demo.gamehub.local', true),
                               ('Meera Iyer', 'friend-meera@demo.gamehub.local', false))
                       AS f(name, email, verified)
        WHERE u.id = $1
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [demoId],
    );
    for (const f of friends) await referrals.attribute(manager, f.id);
  });
}

/** Demo opponents registered in every tournament, with results where it has started. */
async function seedRivals(dataSource: DataSource, tournaments: Tournament[]): Promise<void> {
  const rivals: { id: string; name: string }[] = await dataSource.query(
    `INSERT INTO users (name, email, email_verified_at, country, referral_code, profile_pic)
     SELECT name, 'rival-' || lower(name) || '@demo.gamehub.local', now(), 'India',
            upper(substr(md5('rival' || name), 1, 8)), (ord * 7) % 31
       FROM unnest($1::text[]) WITH ORDINALITY AS r(name, ord)
     ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name
     RETURNING id, name`,
    [DEMO_RIVALS],
  );
  for (const t of tournaments) {
    const count = Math.min(t.maxParticipants, 8 + (t.id % 9));
    const started = t.status !== TournamentStatus.Upcoming;
    const rows = rivals.slice(0, count).map((r, i) => {
      const result = started ? demoResult(t.gameId, i) : null;
      const trophies = result?.startTrophy != null && result.endTrophy != null;
      return {
        tournamentId: t.id,
        userId: r.id,
        playerName: r.name,
        gamerHandle: r.name.toLowerCase(),
        profilePic: 0,
        points: trophies
          ? clashPoints(result.startTrophy!, result.endTrophy!)
          : (result?.points ?? 0),
        wins: result?.wins ?? 0,
        draws: result?.draws ?? 0,
        losses: result?.losses ?? 0,
        startTrophy: result?.startTrophy ?? null,
        endTrophy: result?.endTrophy ?? null,
      };
    });
    await dataSource.getRepository(TournamentEntry).insert(rows);
    await dataSource.query(`UPDATE tournaments SET registered_participants = $2 WHERE id = $1`, [
      t.id,
      rows.length,
    ]);
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

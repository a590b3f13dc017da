import 'reflect-metadata';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { DEMO_PLAYER, demoProducts, demoTournaments } from '../database/seeds/demo-data';
import { hashPassword } from '../modules/auth/passwords';
import { newReferralCode } from '../modules/auth/secrets';
import { Product } from '../modules/shop/entities/product.entity';
import { TournamentsModule } from '../modules/tournaments/tournaments.module';
import { TournamentsService } from '../modules/tournaments/tournaments.service';

@Module({
  imports: [ConfigModule, DatabaseModule, TournamentsModule, TypeOrmModule.forFeature([Product])],
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
      // Through the service, so each tournament's event reaches the worker like any other.
      const tournaments = app.get(TournamentsService);
      for (const t of demoTournaments(now)) await tournaments.create(t, now);
      seeded.push('tournaments');
    }
    if (await isEmpty('products')) {
      await dataSource.getRepository(Product).insert(demoProducts());
      seeded.push('products');
    }
    const player = DEMO_PLAYER;
    const inserted = await dataSource.query(
      `INSERT INTO users (name, email, password_hash, email_verified_at, country, gender, referral_code, profile_pic)
       VALUES ($1, $2, $3, now(), 'India', 'women', $4, 7)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [player.name, player.email, await hashPassword(player.password), newReferralCode()],
    );
    if (inserted.length) seeded.push('demo player');
    return seeded;
  } finally {
    await app.close();
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

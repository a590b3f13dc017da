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

/** Fills an empty database with demo data; does nothing to one that has tournaments. */
export async function seed(now = new Date()): Promise<boolean> {
  const app = await NestFactory.createApplicationContext(SeedModule, { logger: ['error', 'warn'] });
  try {
    const dataSource = app.get(DataSource);
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM tournaments`);
    if (count > 0) return false;
    // Through the service, so each tournament's event reaches the worker like any other.
    const tournaments = app.get(TournamentsService);
    for (const t of demoTournaments(now)) await tournaments.create(t, now);
    await dataSource.getRepository(Product).insert(demoProducts());
    const player = DEMO_PLAYER;
    await dataSource.query(
      `INSERT INTO users (name, email, password_hash, email_verified_at, country, gender, referral_code, profile_pic)
       VALUES ($1, $2, $3, now(), 'India', 'women', $4, 7)`,
      [player.name, player.email, await hashPassword(player.password), newReferralCode()],
    );
    return true;
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  seed()
    .then((seeded) =>
      new Logger('seed').log(seeded ? 'Demo data seeded' : 'Database has data; seed skipped'),
    )
    .catch((err: unknown) => {
      process.stderr.write(`Seed failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    });
}

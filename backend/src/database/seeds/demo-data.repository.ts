import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { TournamentEntry } from '../../modules/tournaments';
import { DEMO_HANDLES, DEMO_PLAYER, DEMO_PLAYER_AVATAR } from './demo-data';

type DemoEntry = QueryDeepPartialEntity<TournamentEntry>;

/** A demo rival's account. */
export interface DemoRival {
  id: string;
  name: string;
  profile_pic: number;
}

/**
 * The demo seed's SQL (`npm run seed`, and `npm start` on an empty database). Where a module's
 * service does the same thing a player would, the seed calls it instead; these are the bulk
 * writes no service offers (demo accounts with handles and avatars, rivals' entries) and the
 * seed's own checks of what is empty.
 */
@Injectable()
export class DemoDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** `table` is one of ours, never input: it is not a bind parameter. */
  async isEmpty(table: 'tournaments' | 'tournament_schedules' | 'products'): Promise<boolean> {
    return (await this.dataSource.query(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`))[0]
      .empty;
  }

  async hasAccount(email: string): Promise<boolean> {
    const [{ exists }] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1) AS exists`,
      [email],
    );
    return exists;
  }

  /** The demo player's new id; none when the account exists already. */
  insertDemoPlayer(passwordHash: string, referralCode: string): Promise<{ id: string }[]> {
    const player = DEMO_PLAYER;
    return this.dataSource.query(
      `INSERT INTO users (name, email, password_hash, email_verified_at, country, gender, referral_code,
                          profile_pic, chess_handle, clash_clan_handle, clash_royal_handle)
       VALUES ($1, $2, $3, now(), 'India', 'women', $4, $5, $6, $7, $8)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [
        player.name,
        player.email,
        passwordHash,
        referralCode,
        DEMO_PLAYER_AVATAR,
        DEMO_HANDLES.chess,
        DEMO_HANDLES.clashClan,
        DEMO_HANDLES.clashRoyal,
      ],
    );
  }

  /** Two friends invited with the demo player's code, one verified; answers the new ones. */
  insertInvitedFriends(manager: EntityManager, demoId: string): Promise<{ id: string }[]> {
    return manager.query(
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
  }

  /** The rivals' accounts, created or found again by their email. */
  upsertRivals(names: string[], avatars: number[]): Promise<DemoRival[]> {
    return this.dataSource.query(
      `INSERT INTO users (name, email, email_verified_at, country, referral_code, profile_pic)
       SELECT name, 'rival-' || lower(name) || '@demo.gamehub.local', now(), 'India',
              upper(substr(md5('rival' || name), 1, 8)), avatar
         FROM unnest($1::text[], $2::int[]) AS r(name, avatar)
       ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name
       RETURNING id, name, profile_pic`,
      [names, avatars],
    );
  }

  /** Rivals' entries in a tournament, and its participant count set to match. */
  async insertRivalEntries(tournamentId: number, rows: DemoEntry[]): Promise<void> {
    await this.dataSource.getRepository(TournamentEntry).insert(rows);
    await this.dataSource.query(
      `UPDATE tournaments SET registered_participants = $2 WHERE id = $1`,
      [tournamentId, rows.length],
    );
  }

  /** The demo player's entry, counted among the tournament's participants. */
  async insertDemoEntry(
    manager: EntityManager,
    tournamentId: number,
    entry: DemoEntry,
  ): Promise<void> {
    await manager.getRepository(TournamentEntry).insert(entry);
    await manager.query(
      `UPDATE tournaments SET registered_participants = registered_participants + 1 WHERE id = $1`,
      [tournamentId],
    );
  }

  /** Two products with codes in stock, each with its cheapest denomination. */
  cheapestStockedVouchers(): Promise<{ product_id: number; face_value: number }[]> {
    return this.dataSource.query(
      `SELECT DISTINCT ON (d.product_id) d.product_id, d.face_value
         FROM product_denominations d
        WHERE EXISTS (SELECT 1 FROM voucher_stock s WHERE s.denomination_id = d.id)
        ORDER BY d.product_id, d.price
        LIMIT 2`,
    );
  }
}

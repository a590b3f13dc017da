import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import { GamerHandleDto } from './dto/user-view.dto';
import { User } from './entities/user.entity';
import type {
  NewPasswordAccount,
  NewProviderAccount,
  ProviderSubjectField,
  SavedStreak,
} from './users.service';

const SUBJECT_COLUMNS: Record<ProviderSubjectField, string> = {
  googleSub: 'google_sub',
  appleSub: 'apple_sub',
};

const HANDLE_COLUMNS: Record<keyof GamerHandleDto, string> = {
  chess: 'chess_handle',
  clash_clan: 'clash_clan_handle',
  clash_royal: 'clash_royal_handle',
  bgmi: 'bgmi_handle',
};

/**
 * The users table's SQL. Methods taking an EntityManager run inside the caller's transaction;
 * the others on their own connection.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findIn(manager: EntityManager, id: string): Promise<User | null> {
    return manager.getRepository(User).findOneBy({ id });
  }

  /** `code` already normalized (trimmed, upper-cased). */
  findByReferralCode(manager: EntityManager, code: string): Promise<User | null> {
    return manager.getRepository(User).findOneBy({ referralCode: code });
  }

  findBySubject(
    manager: EntityManager,
    field: ProviderSubjectField,
    subject: string,
  ): Promise<User | null> {
    return manager.getRepository(User).findOneBy({ [field]: subject });
  }

  findByEmail(manager: EntityManager, email: string): Promise<User | null> {
    return manager.getRepository(User).findOneBy({ email });
  }

  /** The account with its password hash, which the entity leaves out of every other read. */
  findWithPasswordHash(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email })
      .getOne();
  }

  async idByEmail(manager: EntityManager, email: string): Promise<string | null> {
    const rows: { id: string }[] = await manager.query(`SELECT id FROM users WHERE email = $1`, [
      email,
    ]);
    return rows[0]?.id ?? null;
  }

  async unverifiedIdByEmail(manager: EntityManager, email: string): Promise<string | null> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM users WHERE email = $1 AND email_verified_at IS NULL`,
      [email],
    );
    return rows[0]?.id ?? null;
  }

  async exists(id: string): Promise<boolean> {
    const rows = queryRows<unknown>(
      await this.users.query(`SELECT 1 FROM users WHERE id = $1`, [id]),
    );
    return rows.length > 0;
  }

  async namesOf(ids: string[]): Promise<{ id: string; name: string }[]> {
    return this.users.find({
      select: { id: true, name: true },
      where: { id: In(ids) },
    });
  }

  async insertWithPassword(manager: EntityManager, a: NewPasswordAccount): Promise<string | null> {
    const rows = queryRows<{ id: string }>(
      await manager.query(
        `INSERT INTO users (name, email, password_hash, country, gender, referral_code, invited_by_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [a.name, a.email, a.passwordHash, a.country, a.gender, a.referralCode, a.invitedByCode],
      ),
    );
    return rows[0]?.id ?? null;
  }

  async insertForProvider(manager: EntityManager, a: NewProviderAccount): Promise<string> {
    const [created] = queryRows<{ id: string }>(
      await manager.query(
        `INSERT INTO users (name, email, password_hash, email_verified_at, referral_code,
                            invited_by_code, ${SUBJECT_COLUMNS[a.subjectField]})
         VALUES ($1, $2, NULL, CASE WHEN $3::boolean THEN now() END, $4, $5, $6)
         RETURNING id`,
        [a.name, a.email, a.emailVerified, a.referralCode, a.invitedByCode, a.subject],
      ),
    );
    return created.id;
  }

  /** False when the account holds another subject of that provider. */
  async linkProvider(
    manager: EntityManager,
    userId: string,
    field: ProviderSubjectField,
    subject: string,
  ): Promise<boolean> {
    const column = SUBJECT_COLUMNS[field];
    const linked = queryRows<{ id: string }>(
      await manager.query(
        `UPDATE users SET ${column} = $2,
                email_verified_at = COALESCE(email_verified_at, now()), updated_at = now()
          WHERE id = $1 AND (${column} IS NULL OR ${column} = $2)
          RETURNING id`,
        [userId, subject],
      ),
    );
    return linked.length > 0;
  }

  async markEmailVerified(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()) WHERE id = $1`,
      [userId],
    );
  }

  async isEmailVerified(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.users.query(
      `SELECT 1 FROM users WHERE id = $1 AND email_verified_at IS NOT NULL`,
      [userId],
    );
    return rows.length > 0;
  }

  async resetPassword(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.query(
      `UPDATE users SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, now()),
              updated_at = now() WHERE id = $1`,
      [userId, passwordHash],
    );
  }

  async updateAvatar(id: string, profilePic: number): Promise<void> {
    await this.users.update({ id }, { profilePic });
  }

  async saveHandles(userId: string, handles: Partial<GamerHandleDto>): Promise<void> {
    const fields = Object.keys(handles) as (keyof GamerHandleDto)[];
    const sets = fields.map((f, i) => `${HANDLE_COLUMNS[f]} = $${i + 2}`);
    await this.users.query(
      `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`,
      [userId, ...fields.map((f) => handles[f])],
    );
  }

  async saveHandleIfEmpty(
    userId: string,
    field: keyof GamerHandleDto,
    handle: string,
  ): Promise<boolean> {
    const column = HANDLE_COLUMNS[field];
    const rows: unknown[] = await this.users.query(
      `UPDATE users SET ${column} = $2, updated_at = now()
        WHERE id = $1 AND ${column} IS NULL RETURNING id`,
      [userId, handle],
    );
    return rows.length > 0;
  }

  /** Locked FOR UPDATE until the caller's transaction ends; null when the account is gone. */
  async lockStreak(manager: EntityManager, userId: string): Promise<SavedStreak | null> {
    const rows: { streak_count: number; last_bonus_on: string | null }[] = await manager.query(
      `SELECT streak_count, to_char(last_bonus_on, 'YYYY-MM-DD') AS last_bonus_on
         FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    if (!rows[0]) return null;
    return { streakCount: rows[0].streak_count, lastBonusOn: rows[0].last_bonus_on };
  }

  async saveStreak(
    manager: EntityManager,
    userId: string,
    streakCount: number,
    day: string,
  ): Promise<void> {
    await manager.query(`UPDATE users SET streak_count = $2, last_bonus_on = $3 WHERE id = $1`, [
      userId,
      streakCount,
      day,
    ]);
  }

  /**
   * Keeps the first ban's time and takes the newest reason; answers when they were banned, null
   * when the account is gone.
   */
  async ban(manager: EntityManager, userId: string, reason: string): Promise<Date | null> {
    const [row] = queryRows<{ banned_at: Date }>(
      await manager.query(
        `UPDATE users SET banned_at = COALESCE(banned_at, now()), ban_reason = $2
          WHERE id = $1 RETURNING banned_at`,
        [userId, reason],
      ),
    );
    return row?.banned_at ?? null;
  }
}

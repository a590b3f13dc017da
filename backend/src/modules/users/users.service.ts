import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { istDay } from '../../common/ist-day';
import { queryRows } from '../../common/query-rows';
import { GamerHandleDto, UserViewDto } from './dto/user-view.dto';
import { Gender, User } from './entities/user.entity';
import { userErrors } from './users.errors';
import { standingStreak } from './streak';

/** A sign-up with email and password. */
export interface NewPasswordAccount {
  name: string;
  email: string;
  passwordHash: string;
  country: string;
  gender: `${Gender}`;
  referralCode: string;
  invitedByCode: string | null;
}

/** The entity fields holding a sign-in provider's subject (the person's id there). */
export type ProviderSubjectField = 'googleSub' | 'appleSub';

/** A first sign-in through Google or Apple. */
export interface NewProviderAccount {
  name: string;
  email: string;
  /** The provider vouches for the address: the account starts verified. */
  emailVerified: boolean;
  referralCode: string;
  invitedByCode: string | null;
  subjectField: ProviderSubjectField;
  subject: string;
}

export interface SavedStreak {
  streakCount: number;
  /** YYYY-MM-DD, the IST day of the last claim. */
  lastBonusOn: string | null;
}

/**
 * What a ban does beyond this table (auth ends the player's sessions), inside the ban's
 * transaction; what it answers runs once that has committed.
 */
export type BanListener = (
  manager: EntityManager,
  userId: string,
) => Promise<(() => Promise<void>) | void>;

export interface Ban {
  bannedAt: Date;
  /** Call once the ban's transaction has committed. */
  committed(): Promise<void>;
}

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
 * Owns the users table: every write to it goes through here (coin_balance excepted, see the
 * entity). Methods taking an EntityManager write inside the caller's transaction.
 */
@Injectable()
export class UsersService {
  private readonly banListeners: BanListener[] = [];

  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Has `listener` told of every ban, in its transaction (auth's: users imports no module). */
  onBan(listener: BanListener): void {
    this.banListeners.push(listener);
  }

  async get(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw userErrors.notFound();
    return user;
  }

  /** The account holding a referral code (case-insensitive), read in the caller's transaction. */
  async byReferralCode(manager: EntityManager, code: string): Promise<User | null> {
    const normalized = code.trim().toUpperCase();
    if (!normalized) return null;
    return manager.getRepository(User).findOneBy({ referralCode: normalized });
  }

  /** An account read in the caller's transaction (e.g. one it has just created). */
  async getIn(manager: EntityManager, id: string): Promise<User> {
    const user = await this.findIn(manager, id);
    if (!user) throw userErrors.notFound();
    return user;
  }

  /** An account read in the caller's transaction; null once it is deleted. */
  findIn(manager: EntityManager, id: string): Promise<User | null> {
    return manager.getRepository(User).findOneBy({ id });
  }

  /** Display names by id; ids of deleted accounts are left out. */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.users.find({
      select: { id: true, name: true },
      where: { id: In(ids) },
    });
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async view(id: string): Promise<UserViewDto> {
    return this.toView(await this.get(id));
  }

  /** The new account's id; null when the email is already taken. */
  async createWithPassword(manager: EntityManager, a: NewPasswordAccount): Promise<string | null> {
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

  /**
   * The new account's id. A concurrent first sign-in with the same email or subject makes this
   * fail on a UNIQUE constraint; the caller looks the account up again.
   */
  async createForProvider(manager: EntityManager, a: NewProviderAccount): Promise<string> {
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

  /**
   * Links a provider's subject to an account (and counts its verified address as verified).
   * False when the account is already linked to another subject of that provider.
   */
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

  /** Keeps the first verification time when the link is followed again. */
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

  /** A password set from a mailed reset link, which also proves the address. */
  async resetPassword(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.query(
      `UPDATE users SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, now()),
              updated_at = now() WHERE id = $1`,
      [userId, passwordHash],
    );
  }

  async updateAvatar(id: string, profilePic: number): Promise<UserViewDto> {
    await this.users.update({ id }, { profilePic });
    return this.view(id);
  }

  /**
   * Writes the given gamer handles (null clears one). The handle columns are UNIQUE: a handle
   * another player holds fails with the database's unique violation, for the caller to word.
   */
  async saveHandles(userId: string, handles: Partial<GamerHandleDto>): Promise<void> {
    const fields = Object.keys(handles) as (keyof GamerHandleDto)[];
    const sets = fields.map((f, i) => `${HANDLE_COLUMNS[f]} = $${i + 2}`);
    await this.users.query(
      `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`,
      [userId, ...fields.map((f) => handles[f])],
    );
  }

  /** Saves one handle only where the player has none yet; false when one was already saved. */
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

  /**
   * The player's daily-bonus streak, with the row locked until the caller's transaction ends so
   * parallel claims are decided one after the other.
   */
  async lockStreak(manager: EntityManager, userId: string): Promise<SavedStreak> {
    const rows: { streak_count: number; last_bonus_on: string | null }[] = await manager.query(
      `SELECT streak_count, to_char(last_bonus_on, 'YYYY-MM-DD') AS last_bonus_on
         FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    if (!rows[0]) throw userErrors.notFound();
    return { streakCount: rows[0].streak_count, lastBonusOn: rows[0].last_bonus_on };
  }

  /** The streak the daily bonus decided, and the IST day of its claim. */
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
   * Bans the player for a violation (SPEC §9), in the caller's transaction (a disqualification);
   * a later ban keeps the first time and takes the newest reason. Answers when they were banned,
   * and what the caller runs once its transaction has committed.
   */
  async ban(manager: EntityManager, userId: string, reason: string): Promise<Ban> {
    const [row] = queryRows<{ banned_at: Date }>(
      await manager.query(
        `UPDATE users SET banned_at = COALESCE(banned_at, now()), ban_reason = $2
          WHERE id = $1 RETURNING banned_at`,
        [userId, reason],
      ),
    );
    if (!row) throw userErrors.notFound();
    const afterCommit: (() => Promise<void>)[] = [];
    for (const listener of this.banListeners) {
      const then = await listener(manager, userId);
      if (then) afterCommit.push(then);
    }
    return {
      bannedAt: row.banned_at,
      committed: async () => {
        for (const then of afterCommit) await then();
      },
    };
  }

  toView(user: User): UserViewDto {
    const today = istDay(new Date());
    return {
      user_id: user.id,
      name: user.name,
      email: user.email,
      coin_balance: user.coinBalance,
      profile_pic: user.profilePic,
      streak_count: standingStreak(user.lastBonusOn, user.streakCount, today),
      is_reward_claimed: user.lastBonusOn === today,
      joined_on: user.createdAt.toISOString(),
      league: user.league,
      referral_code: user.referralCode,
      gamer_handle: {
        chess: user.chessHandle,
        clash_clan: user.clashClanHandle,
        clash_royal: user.clashRoyalHandle,
        bgmi: user.bgmiHandle,
      },
    };
  }
}

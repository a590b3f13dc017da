import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { istDay } from '../../common/ist-day';
import { GamerHandleDto, UserViewDto } from './dto/user-view.dto';
import { Gender, User } from './entities/user.entity';
import { userErrors } from './users.errors';
import { UsersRepository } from './users.repository';
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

/**
 * Owns the users table: every read and write of it by another module goes through here
 * (coin_balance excepted, see the entity); its SQL is in UsersRepository. Methods taking an
 * EntityManager run inside the caller's transaction.
 */
@Injectable()
export class UsersService {
  private readonly banListeners: BanListener[] = [];

  constructor(private readonly users: UsersRepository) {}

  /** Has `listener` told of every ban, in its transaction (auth's: users imports no module). */
  onBan(listener: BanListener): void {
    this.banListeners.push(listener);
  }

  async get(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw userErrors.notFound();
    return user;
  }

  /** The account holding a referral code (case-insensitive), read in the caller's transaction. */
  async byReferralCode(manager: EntityManager, code: string): Promise<User | null> {
    const normalized = code.trim().toUpperCase();
    if (!normalized) return null;
    return this.users.findByReferralCode(manager, normalized);
  }

  /** An account read in the caller's transaction (e.g. one it has just created). */
  async getIn(manager: EntityManager, id: string): Promise<User> {
    const user = await this.findIn(manager, id);
    if (!user) throw userErrors.notFound();
    return user;
  }

  /** An account read in the caller's transaction; null once it is deleted. */
  findIn(manager: EntityManager, id: string): Promise<User | null> {
    return this.users.findIn(manager, id);
  }

  /** The account a sign-in provider's subject is linked to, read in the caller's transaction. */
  findBySubjectIn(
    manager: EntityManager,
    field: ProviderSubjectField,
    subject: string,
  ): Promise<User | null> {
    return this.users.findBySubject(manager, field, subject);
  }

  /** The account with this email, read in the caller's transaction. */
  findByEmailIn(manager: EntityManager, email: string): Promise<User | null> {
    return this.users.findByEmail(manager, email);
  }

  /** The account with this email and its password hash, for a password login; null if none. */
  findForLogin(email: string): Promise<User | null> {
    return this.users.findWithPasswordHash(email);
  }

  /** The id of the account with this email, read in the caller's transaction; null if none. */
  idByEmail(manager: EntityManager, email: string): Promise<string | null> {
    return this.users.idByEmail(manager, email);
  }

  /** The id of the account with this email while its address is unverified; null otherwise. */
  unverifiedIdByEmail(manager: EntityManager, email: string): Promise<string | null> {
    return this.users.unverifiedIdByEmail(manager, email);
  }

  /** Whether the account exists (false once it is deleted). */
  exists(id: string): Promise<boolean> {
    return this.users.exists(id);
  }

  /** Display names by id; ids of deleted accounts are left out. */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.users.namesOf(ids);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async view(id: string): Promise<UserViewDto> {
    return this.toView(await this.get(id));
  }

  /** The new account's id; null when the email is already taken. */
  createWithPassword(manager: EntityManager, a: NewPasswordAccount): Promise<string | null> {
    return this.users.insertWithPassword(manager, a);
  }

  /**
   * The new account's id. A concurrent first sign-in with the same email or subject makes this
   * fail on a UNIQUE constraint; the caller looks the account up again.
   */
  createForProvider(manager: EntityManager, a: NewProviderAccount): Promise<string> {
    return this.users.insertForProvider(manager, a);
  }

  /**
   * Links a provider's subject to an account (and counts its verified address as verified).
   * False when the account is already linked to another subject of that provider.
   */
  linkProvider(
    manager: EntityManager,
    userId: string,
    field: ProviderSubjectField,
    subject: string,
  ): Promise<boolean> {
    return this.users.linkProvider(manager, userId, field, subject);
  }

  /** Keeps the first verification time when the link is followed again. */
  markEmailVerified(manager: EntityManager, userId: string): Promise<void> {
    return this.users.markEmailVerified(manager, userId);
  }

  isEmailVerified(userId: string): Promise<boolean> {
    return this.users.isEmailVerified(userId);
  }

  /** A password set from a mailed reset link, which also proves the address. */
  resetPassword(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    return this.users.resetPassword(manager, userId, passwordHash);
  }

  async updateAvatar(id: string, profilePic: number): Promise<UserViewDto> {
    await this.users.updateAvatar(id, profilePic);
    return this.view(id);
  }

  /**
   * Writes the given gamer handles (null clears one). The handle columns are UNIQUE: a handle
   * another player holds fails with the database's unique violation, for the caller to word.
   */
  saveHandles(userId: string, handles: Partial<GamerHandleDto>): Promise<void> {
    return this.users.saveHandles(userId, handles);
  }

  /** Saves one handle only where the player has none yet; false when one was already saved. */
  saveHandleIfEmpty(userId: string, field: keyof GamerHandleDto, handle: string): Promise<boolean> {
    return this.users.saveHandleIfEmpty(userId, field, handle);
  }

  /**
   * The player's daily-bonus streak, with the row locked until the caller's transaction ends so
   * parallel claims are decided one after the other.
   */
  async lockStreak(manager: EntityManager, userId: string): Promise<SavedStreak> {
    const streak = await this.users.lockStreak(manager, userId);
    if (!streak) throw userErrors.notFound();
    return streak;
  }

  /** The streak the daily bonus decided, and the IST day of its claim. */
  saveStreak(
    manager: EntityManager,
    userId: string,
    streakCount: number,
    day: string,
  ): Promise<void> {
    return this.users.saveStreak(manager, userId, streakCount, day);
  }

  /**
   * Bans the player for a violation (SPEC §9), in the caller's transaction (a disqualification);
   * a later ban keeps the first time and takes the newest reason. Answers when they were banned,
   * and what the caller runs once its transaction has committed.
   */
  async ban(manager: EntityManager, userId: string, reason: string): Promise<Ban> {
    const bannedAt = await this.users.ban(manager, userId, reason);
    if (!bannedAt) throw userErrors.notFound();
    const afterCommit: (() => Promise<void>)[] = [];
    for (const listener of this.banListeners) {
      const then = await listener(manager, userId);
      if (then) afterCommit.push(then);
    }
    return {
      bannedAt,
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

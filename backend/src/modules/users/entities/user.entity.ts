import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

// Stored values (SPEC §3 sign-up gender).
export enum Gender {
  Men = 'men',
  Women = 'women',
}

/**
 * The users module owns this table: UsersService writes its columns, the daily-bonus streak too
 * (the wallet's daily bonus decides the streak, users stores it). coin_balance is the one
 * exception, see there.
 */
@Entity('users')
export class User {
  /** The spec's user_id. */
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  /** Always lower-cased. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  /** argon2id; null for accounts created through Google or Apple. */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash!: string | null;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  country!: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  gender!: Gender | null;

  /** Avatar number, 0–30. */
  @Column({ name: 'profile_pic', type: 'smallint', default: 0 })
  profilePic!: number;

  /**
   * The wallet ledger's running balance: changed only by WalletService.transfer/creditMany, in
   * the same statement as the ledger entries, and a CHECK keeps it >= 0. The one column another
   * module writes.
   */
  @Column({
    name: 'coin_balance',
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  coinBalance!: number;

  @Column({ name: 'streak_count', type: 'int', default: 0 })
  streakCount!: number;

  /** The IST day of the last daily-bonus claim (YYYY-MM-DD). */
  @Column({ name: 'last_bonus_on', type: 'date', nullable: true })
  lastBonusOn!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'Bronze' })
  league!: string;

  @Column({ name: 'referral_code', type: 'varchar', length: 12, unique: true })
  referralCode!: string;

  /** The invite code given at sign-up, kept for the referral programme. */
  @Column({ name: 'invited_by_code', type: 'varchar', length: 64, nullable: true })
  invitedByCode!: string | null;

  @Column({ name: 'chess_handle', type: 'varchar', length: 50, nullable: true })
  chessHandle!: string | null;

  @Column({ name: 'clash_clan_handle', type: 'varchar', length: 20, nullable: true })
  clashClanHandle!: string | null;

  @Column({ name: 'clash_royal_handle', type: 'varchar', length: 20, nullable: true })
  clashRoyalHandle!: string | null;

  @Column({ name: 'bgmi_handle', type: 'char', length: 10, nullable: true })
  bgmiHandle!: string | null;

  @Column({ name: 'google_sub', type: 'varchar', length: 255, nullable: true })
  googleSub!: string | null;

  @Column({ name: 'apple_sub', type: 'varchar', length: 255, nullable: true })
  appleSub!: string | null;

  /** SPEC §9: banned for a violation (set with a disqualification); no tournament registers them. */
  @Column({ name: 'banned_at', type: 'timestamptz', nullable: true })
  bannedAt!: Date | null;

  @Column({ name: 'ban_reason', type: 'varchar', length: 500, nullable: true })
  banReason!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

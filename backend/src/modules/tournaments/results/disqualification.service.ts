import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UsersService } from '../../users';
import { WalletService } from '../../wallet';
import { TournamentEntriesRepository } from '../entries/tournament-entries.repository';
import { RankIndex } from '../leaderboard/rank-index';
import { prizeKey } from '../settlement/settlement.service';
import { tournamentErrors } from '../tournaments.errors';
import { TournamentsService } from '../tournaments.service';

/** What became of a disqualified player's prize. */
export type PrizeOutcome =
  /** No prize: not ranked in the prizes, or ranks not frozen yet. */
  | { status: 'none'; amount: 0 }
  /** Frozen with a reward not paid yet: settlement will not pay it. */
  | { status: 'withheld'; amount: number }
  /** Paid before the disqualification: kept, never taken back. */
  | { status: 'already_paid'; amount: number; paidAt: Date };

export interface Disqualification {
  tournamentId: number;
  title: string;
  userId: string;
  playerName: string;
  prize: PrizeOutcome;
  bannedAt: Date;
  reason: string;
}

/**
 * SPEC §9: a violation disqualifies the player from the tournament and bans them. One
 * transaction removes their entry (their standing, and so any prize not yet paid: settlement
 * pays only registered players and waits on the entry's lock) and bans them with the reason,
 * which ends their sessions; a prize already paid is reported, never clawed back. The rank index
 * is then rebuilt without them.
 */
@Injectable()
export class DisqualificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tournaments: TournamentsService,
    private readonly entries: TournamentEntriesRepository,
    private readonly users: UsersService,
    private readonly wallet: WalletService,
    private readonly rankIndex: RankIndex,
  ) {}

  async disqualify(
    tournamentId: number,
    userId: string,
    reason: string,
  ): Promise<Disqualification> {
    const { done, ban } = await this.dataSource.transaction(async (manager) => {
      // Before the freeze or after it, never during: the freeze holds this row.
      const tournament = await this.tournaments.lockIn(manager, tournamentId);
      if (!tournament) throw tournamentErrors.notFound();
      const entry = await this.entries.remove(manager, tournamentId, userId);
      if (!entry) throw tournamentErrors.notRegistered([userId]);
      await this.tournaments.releaseSeat(manager, tournamentId);
      const ban = await this.users.ban(manager, userId, reason);
      // Read after the entry is gone: a payment that held it has committed by now.
      const paid = await this.wallet.transferByKey(manager, prizeKey(tournamentId, userId));
      const reward = Number(entry.reward);
      const prize: PrizeOutcome = paid
        ? { status: 'already_paid', amount: paid.amount, paidAt: paid.createdAt }
        : reward > 0
          ? { status: 'withheld', amount: reward }
          : { status: 'none', amount: 0 };
      const done: Disqualification = {
        tournamentId,
        title: tournament.title,
        userId,
        playerName: entry.player_name,
        prize,
        bannedAt: ban.bannedAt,
        reason,
      };
      return { done, ban };
    });
    // The ban's sessions end on every API instance, their sockets with them.
    await ban.committed();
    // Readers use PostgreSQL until the worker has rebuilt the index without the player.
    await this.rankIndex.drop(tournamentId);
    await this.rankIndex.requestRebuild(tournamentId);
    return done;
  }
}

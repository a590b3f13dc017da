import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { GameId } from '../../games';
import { TournamentEntryRow } from '../entities/tournament-entry.entity';
import { standingOrderSql } from '../standings/standing-order';

/** A tournament as settlement reads it. */
export interface SettledTournament {
  game_id: GameId;
  title: string;
  prize_table: number[];
  guaranteed_players: number;
  paid_share_percent: number;
  status: string;
  settled: boolean;
}

/** What settlement reads and writes: the tournament's row, the frozen ranks, the rewards. */
@Injectable()
export class SettlementRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Null when there is no such tournament. */
  async tournament(tournamentId: number): Promise<SettledTournament | null> {
    const [t]: SettledTournament[] = await this.dataSource.query(
      `SELECT game_id, title, prize_table, guaranteed_players, paid_share_percent, status,
              settled_at IS NOT NULL AS settled
           FROM tournaments WHERE id = $1`,
      [tournamentId],
    );
    return t ?? null;
  }

  /** Locks the tournament row FOR UPDATE until the caller's transaction ends. */
  async lockTournament(manager: EntityManager, tournamentId: number): Promise<void> {
    await manager.query(`SELECT 1 FROM tournaments WHERE id = $1 FOR UPDATE`, [tournamentId]);
  }

  /** Marks the tournament settled (the first time only). */
  async markSettled(tournamentId: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE tournaments SET settled_at = COALESCE(settled_at, now()) WHERE id = $1`,
      [tournamentId],
    );
  }

  /**
   * Every entry ranked by the game's order (equal standings share a rank), best first: the
   * eligible first, so those who did not play come after every ranked player.
   */
  standingsForFreeze(
    manager: EntityManager,
    tournamentId: number,
    gameId: GameId,
  ): Promise<{ user_id: string; eligible: boolean; rank: string }[]> {
    return manager.query(
      `SELECT user_id, eligible, RANK() OVER (ORDER BY ${standingOrderSql(gameId)}) AS rank
         FROM tournament_entries WHERE tournament_id = $1 ORDER BY rank, user_id`,
      [tournamentId],
    );
  }

  /** Stores the frozen ranks and rewards. */
  async saveFinalRanks(
    manager: EntityManager,
    tournamentId: number,
    placements: { userId: string; rank: number; reward: number }[],
  ): Promise<void> {
    await manager.query(
      `UPDATE tournament_entries e SET final_rank = s.rank, reward = s.reward
         FROM unnest($2::uuid[], $3::int[], $4::bigint[]) AS s(user_id, rank, reward)
        WHERE e.tournament_id = $1 AND e.user_id = s.user_id`,
      [
        tournamentId,
        placements.map((p) => p.userId),
        placements.map((p) => p.rank),
        placements.map((p) => p.reward),
      ],
    );
  }

  /** Players with a reward to pay (all ranked: rewards are set at the freeze), in rank order. */
  winners(
    tournamentId: number,
  ): Promise<(Pick<TournamentEntryRow, 'user_id' | 'reward'> & { final_rank: number })[]> {
    return this.dataSource.query(
      `SELECT user_id, reward, final_rank FROM tournament_entries
        WHERE tournament_id = $1 AND reward > 0 ORDER BY final_rank, user_id`,
      [tournamentId],
    );
  }

  /** Every entry's frozen rank and reward (unranked, and those who did not play, last), for operators. */
  payouts(
    tournamentId: number,
  ): Promise<
    (Pick<TournamentEntryRow, 'user_id' | 'player_name' | 'reward'> & { rank: number | null })[]
  > {
    return this.dataSource.query(
      `SELECT user_id, player_name, CASE WHEN eligible THEN final_rank END AS rank, reward
         FROM tournament_entries
        WHERE tournament_id = $1 ORDER BY final_rank NULLS LAST, player_name`,
      [tournamentId],
    );
  }
}

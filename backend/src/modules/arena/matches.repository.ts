import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import { Match, MatchEndReason, MatchResult } from './entities/match.entity';
import { MatchState } from './match-store';

/** matches: the finished tic-tac-toe matches, one row per match id. */
@Injectable()
export class MatchesRepository {
  constructor(@InjectRepository(Match) private readonly matches: Repository<Match>) {}

  /** Writes the finished match; false when its row was written already (keyed by the match id). */
  async insert(
    manager: EntityManager,
    m: MatchState,
    result: MatchResult,
    reason: MatchEndReason,
  ): Promise<boolean> {
    const rows = queryRows<{ id: string }>(
      await manager.query(
        `INSERT INTO matches (id, tournament_id, player_x, player_o, moves, result, reason,
                              started_at, ended_at, duration_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8 / 1000.0), to_timestamp($9 / 1000.0), $10)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          m.id,
          m.tournamentId,
          m.x.userId,
          m.o.userId,
          m.moves,
          result,
          reason,
          m.startedAt,
          m.endedAt,
          Math.max(0, (m.endedAt as number) - m.startedAt),
        ],
      ),
    );
    return rows.length > 0;
  }

  /** The tournament's finished matches, newest first, and how many there are. */
  finished(tournamentId: number, limit: number, offset: number): Promise<[Match[], number]> {
    return this.matches.findAndCount({
      where: { tournamentId },
      order: { endedAt: 'DESC', id: 'ASC' },
      take: limit,
      skip: offset,
    });
  }

  /** A player's finished matches (as either mark), newest first, and how many there are. */
  ofPlayer(userId: string, limit: number, offset: number): Promise<[Match[], number]> {
    return this.matches.findAndCount({
      where: [{ playerX: userId }, { playerO: userId }],
      order: { endedAt: 'DESC', id: 'ASC' },
      take: limit,
      skip: offset,
    });
  }
}

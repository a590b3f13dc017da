import { Injectable } from '@nestjs/common';
import { GameId, pointsFor } from '../games';
import { TournamentsService } from '../tournaments';
import { UsersService } from '../users';
import { MyMatchDto, MyMatchResult } from './dto/my-matches.dto';
import { Match } from './entities/match.entity';
import { recordOf } from './match-results.service';
import { MatchesRepository } from './matches.repository';

/** A player's own finished tic-tac-toe matches, as the profile's My Matches lists them. */
@Injectable()
export class PlayerMatchesService {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly users: UsersService,
    private readonly tournaments: TournamentsService,
  ) {}

  /** Newest first, `limit` a page; names and titles as they are now. */
  async page(
    userId: string,
    page: number,
    limit: number,
  ): Promise<{ rows: MyMatchDto[]; total: number }> {
    const [matches, total] = await this.matches.ofPlayer(userId, limit, (page - 1) * limit);
    const opponents = matches.map((m) => (m.playerX === userId ? m.playerO : m.playerX));
    const [names, titles] = await Promise.all([
      this.users.namesOf([...new Set(opponents)]),
      this.tournaments.titlesOf([...new Set(matches.map((m) => m.tournamentId))]),
    ]);
    const rows = matches.map((m, i) => {
      const result = resultOf(m, userId);
      return {
        match_id: m.id,
        event_id: m.tournamentId,
        game_id: GameId.TicTacToe,
        event_title: titles.get(m.tournamentId) ?? 'A removed tournament',
        opponent_name: names.get(opponents[i]) ?? 'A deleted player',
        result,
        points: pointsOf(result),
        ended_at: m.endedAt.toISOString(),
        duration_ms: m.durationMs,
      };
    });
    return { rows, total };
  }
}

function resultOf(match: Match, userId: string): MyMatchResult {
  if (match.result === 'void' || match.result === 'draw') return match.result;
  const mark = match.playerX === userId ? 'x' : 'o';
  return match.result === mark ? 'won' : 'lost';
}

/** What the match added to the player's standing (a void one added nothing). */
function pointsOf(result: MyMatchResult): number {
  if (result === 'void') return 0;
  const played = result === 'won' ? 'win' : result === 'lost' ? 'loss' : 'draw';
  return pointsFor(GameId.TicTacToe, { kind: 'matches', ...recordOf(played) });
}

import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { PlayerActivityService } from '../activity';
import { GameId, Mark, pointsFor, TicTacToeResult } from '../games';
import {
  MatchStanding,
  TournamentErrorCode,
  TournamentResultsService,
  TournamentsService,
} from '../tournaments';
import { DomainError } from '../../common/domain-error';
import { MatchState } from './match-store';
import { MatchesRepository } from './matches.repository';

/**
 * Writes a finished match once: its row in `matches`, both players' standings (through
 * TournamentResultsService, the one writer of standings) and their play and win (through
 * PlayerActivityService), in one transaction keyed by the match id, so a second save (another
 * instance, a retry) changes nothing. A match that started after the tournament's end, ended
 * after its end plus its grace, or after the standings froze, is kept as void and changes no
 * standing.
 */
@Injectable()
export class MatchResultsService {
  private readonly logger = new Logger(MatchResultsService.name);

  constructor(
    private readonly results: TournamentResultsService,
    private readonly activity: PlayerActivityService,
    private readonly tournaments: TournamentsService,
    private readonly dataSource: DataSource,
    private readonly matches: MatchesRepository,
  ) {}

  /** True when this call wrote the match (false: it was already saved). */
  async save(match: MatchState, endGraceMs: number): Promise<boolean> {
    if (match.status !== 'over' || !match.result || !match.reason || !match.endedAt) {
      throw new Error(`Match ${match.id} is not over`);
    }
    // The tournament's end as it is now (an operator may have ended it early).
    const tournament = await this.tournaments.findById(match.tournamentId);
    const late =
      match.result === 'void' ||
      !tournament ||
      // Started after the end: paired by an instance still trusting the end an operator moved.
      match.startedAt >= tournament.endsAt.getTime() ||
      tournament.endsAt.getTime() + endGraceMs < match.endedAt;
    // A void match changes no standing: only its row is written.
    const saveVoid = () => this.matches.insert(this.dataSource.manager, match, 'void', 'late');
    if (late) return saveVoid();
    try {
      return await this.results.recordMatch(match.tournamentId, standingsOf(match), (manager) =>
        this.write(manager, match),
      );
    } catch (err) {
      if (err instanceof DomainError && err.code === TournamentErrorCode.ResultsFinal) {
        this.logger.warn(`Match ${match.id} ended after the standings froze: kept as void`);
        return saveVoid();
      }
      throw err;
    }
  }

  private async write(manager: EntityManager, match: MatchState): Promise<boolean> {
    if (!(await this.matches.insert(manager, match, match.result!, match.reason!))) return false;
    const source = `match:${match.id}` as const;
    await this.activity.recordPlays(manager, [
      { userId: match.x.userId, source },
      { userId: match.o.userId, source },
    ]);
    const winner = match.result === 'x' ? match.x : match.result === 'o' ? match.o : null;
    if (winner) await this.activity.recordWins(manager, [{ userId: winner.userId, source }]);
    return true;
  }
}

function resultFor(match: MatchState, mark: Mark): TicTacToeResult {
  if (match.result === 'draw') return 'draw';
  return match.result === mark ? 'win' : 'loss';
}

/** What one match adds to each player's standing: points, a win, draw or loss, and its time. */
export function standingsOf(match: MatchState): MatchStanding[] {
  const seconds = Math.round(Math.max(0, (match.endedAt as number) - match.startedAt) / 1000);
  return (['x', 'o'] as const).map((mark) => {
    const record = recordOf(resultFor(match, mark));
    return {
      user_id: match[mark].userId,
      points: pointsFor(GameId.TicTacToe, { kind: 'matches', ...record }),
      ...record,
      completion_seconds: seconds,
    };
  });
}

/** One match's result as the wins, draws and losses a standing adds up. */
export function recordOf(result: TicTacToeResult) {
  return {
    wins: result === 'win' ? 1 : 0,
    draws: result === 'draw' ? 1 : 0,
    losses: result === 'loss' ? 1 : 0,
  };
}

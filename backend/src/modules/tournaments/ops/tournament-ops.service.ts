import { Injectable } from '@nestjs/common';
import { GameId, GAMES, pointsFor, RawResult } from '../../games';
import { Tournament } from '../entities/tournament.entity';
import { TournamentResultsService } from '../results/tournament-results.service';
import { SettlementService } from '../settlement/settlement.service';
import { tournamentErrors } from '../tournaments.errors';
import { TournamentsService } from '../tournaments.service';
import { CreateTournamentDto, PlayerResultDto } from './dto/tournament-ops.dto';

/** What operators do to tournaments through /api/ops: create them, feed results, see payouts. */
@Injectable()
export class TournamentOpsService {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly settlements: SettlementService,
    private readonly results: TournamentResultsService,
  ) {}

  async createTournament(dto: CreateTournamentDto): Promise<Tournament> {
    if (dto.ends_at <= dto.starts_at) throw tournamentErrors.endsBeforeStart();
    return this.tournaments.create({
      gameId: dto.game_id,
      title: dto.title.trim(),
      startsAt: dto.starts_at,
      endsAt: dto.ends_at,
      maxParticipants: dto.max_participants,
      prizeTable: dto.prize_table,
      guaranteedPlayers: dto.guaranteed_players,
      paidSharePercent: dto.paid_share_percent,
    });
  }

  /**
   * Records standings for registered players, all or nothing. Points come from the game's rules
   * (`pointsFor`) when not given: tic-tac-toe from wins, draws and losses, Clash from start and
   * end trophies.
   */
  async ingestResults(tournamentId: number, results: PlayerResultDto[]): Promise<number> {
    const tournament = await this.tournaments.findById(tournamentId);
    if (!tournament) throw tournamentErrors.notFound();
    const rows = results.map((r) => ({ ...r, points: this.pointsOf(tournament.gameId, r) }));
    return this.results.record(tournamentId, rows);
  }

  /** A settlement and its payouts, in rank order. */
  async settlement(tournamentId: number) {
    const tournament = await this.tournaments.findById(tournamentId);
    if (!tournament) throw tournamentErrors.notFound();
    const payouts = await this.settlements.payouts(tournamentId);
    return {
      settled_at: tournament.settledAt?.toISOString() ?? null,
      total_paid: payouts.reduce((sum, p) => sum + Number(p.reward), 0),
      payouts: payouts.map((p) => ({ ...p, reward: Number(p.reward) })),
    };
  }

  private pointsOf(gameId: GameId, r: PlayerResultDto): number {
    if (r.points !== undefined) return r.points;
    return pointsFor(gameId, rawResultOf(gameId, r));
  }
}

/** The raw result an operator's row gives for the game's scoring, or why it gives none. */
function rawResultOf(gameId: GameId, r: PlayerResultDto): RawResult {
  switch (GAMES[gameId].scoring.kind) {
    case 'matches':
      return { kind: 'matches', wins: r.wins ?? 0, draws: r.draws ?? 0, losses: r.losses ?? 0 };
    case 'trophies':
      if (r.start_trophy === undefined || r.end_trophy === undefined) {
        throw tournamentErrors.trophiesOrPointsRequired();
      }
      return { kind: 'trophies', startTrophies: r.start_trophy, endTrophies: r.end_trophy };
    case 'chess':
      // Points depend on each game's time control, which an operator's row does not carry.
      throw tournamentErrors.chessPointsRequired();
    case 'runs':
      // A run's score comes from its replay, never from a row.
      throw tournamentErrors.runPointsRequired();
  }
}

import { ApiProperty } from '@nestjs/swagger';
import type { Mark } from '../../games';
import type { Match, MatchEndReason, MatchResult } from '../entities/match.entity';
import type { MatchState } from '../match-store';

const MARKS: Mark[] = ['x', 'o'];
const RESULTS: MatchResult[] = ['x', 'o', 'draw', 'void'];
const REASONS: MatchEndReason[] = ['line', 'full', 'timeout', 'forfeit', 'late'];

export class MatchPlayerViewDto {
  @ApiProperty() user_id!: string;
  @ApiProperty() player_name!: string;
  @ApiProperty({ description: 'Disconnected, within the reconnect window' }) away!: boolean;
}

export class MatchPlayersViewDto {
  @ApiProperty({ type: MatchPlayerViewDto }) x!: MatchPlayerViewDto;
  @ApiProperty({ type: MatchPlayerViewDto }) o!: MatchPlayerViewDto;
}

/** A match as both players' clients see it (sent on every change). */
export class MatchViewDto {
  @ApiProperty() match_id!: string;
  @ApiProperty() event_id!: number;
  @ApiProperty({ type: MatchPlayersViewDto }) players!: Record<Mark, MatchPlayerViewDto>;
  /** Nine cells, row by row: 'x', 'o' or null. */
  @ApiProperty({
    type: 'array',
    items: { type: 'string', enum: [...MARKS, null], nullable: true },
    minItems: 9,
    maxItems: 9,
    description: "Nine cells, row by row: 'x', 'o' or null",
  })
  board!: (Mark | null)[];
  @ApiProperty({ enum: MARKS }) turn!: Mark;
  @ApiProperty({ enum: ['playing', 'over'] }) status!: 'playing' | 'over';
  /** The winning mark, 'draw', or 'void'; null while playing. */
  @ApiProperty({
    enum: [...RESULTS, null],
    nullable: true,
    description: "The winning mark, 'draw', or 'void'; null while playing",
  })
  result!: MatchResult | null;
  @ApiProperty({ enum: [...REASONS, null], nullable: true, description: 'null while playing' })
  reason!: MatchEndReason | null;
  /** When the player on turn loses on time, and the server's clock now (epoch ms). */
  @ApiProperty({ description: 'When the player on turn loses on time (epoch ms)' })
  move_deadline!: number;
  @ApiProperty({ description: 'The server’s clock (epoch ms)' }) server_time!: number;
}

export function toMatchView(m: MatchState, now = Date.now()): MatchViewDto {
  return {
    match_id: m.id,
    event_id: m.tournamentId,
    players: {
      x: { user_id: m.x.userId, player_name: m.x.name, away: m.awaySince.x > 0 },
      o: { user_id: m.o.userId, player_name: m.o.name, away: m.awaySince.o > 0 },
    },
    board: [...m.board].map((c) => (c === '.' ? null : (c as Mark))),
    turn: m.moves.length % 2 === 0 ? 'x' : 'o',
    status: m.status,
    result: m.result,
    reason: m.reason,
    move_deadline: m.moveDeadline,
    server_time: now,
  };
}

export class MatchesInProgressResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty() total!: number;
  @ApiProperty({ type: [MatchViewDto] }) data!: MatchViewDto[];
}

/** A finished match as stored. */
export class FinishedMatchDto {
  @ApiProperty() match_id!: string;
  @ApiProperty() player_x!: string;
  @ApiProperty() player_o!: string;
  @ApiProperty({ type: [Number], description: 'Cells 0–8 in the order played, X first' })
  moves!: number[];
  @ApiProperty({ enum: RESULTS }) result!: MatchResult;
  @ApiProperty({ enum: REASONS }) reason!: MatchEndReason;
  @ApiProperty({ format: 'date-time' }) started_at!: string;
  @ApiProperty({ format: 'date-time' }) ended_at!: string;
  @ApiProperty() duration_ms!: number;
}

export function toFinishedMatch(m: Match): FinishedMatchDto {
  return {
    match_id: m.id,
    player_x: m.playerX,
    player_o: m.playerO,
    moves: m.moves,
    result: m.result,
    reason: m.reason,
    started_at: m.startedAt.toISOString(),
    ended_at: m.endedAt.toISOString(),
    duration_ms: m.durationMs,
  };
}

export class FinishedMatchesResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ description: 'Finished matches in the tournament, over all pages' })
  total!: number;
  @ApiProperty({ type: [FinishedMatchDto], description: 'Newest first' })
  data!: FinishedMatchDto[];
}

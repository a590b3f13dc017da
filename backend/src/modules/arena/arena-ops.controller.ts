import { Get, Param, Query } from '@nestjs/common';
import { OperatorController } from '../../common/operator-controller';
import { ApiOperation } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ok } from '../../common/api-response';
import { ParseRecordIdPipe } from '../../common/parse-record-id.pipe';
import { ArenaService } from './arena.service';
import { toMatchView } from './dto/match-view.dto';

export class FinishedMatchesQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 200' })
  @Min(1, { message: 'limit must be a whole number from 1 to 200' })
  @Max(200, { message: 'limit must be a whole number from 1 to 200' })
  limit?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be a whole number' })
  offset?: number;
}

/** Operators' view of a tic-tac-toe tournament's matches (bearer OPERATOR_TOKEN). */
@OperatorController('ops')
export class ArenaOpsController {
  constructor(private readonly arena: ArenaService) {}

  @Get('tournaments/:id/matches/in-progress')
  @ApiOperation({ summary: 'Tic-tac-toe matches being played in a tournament, from Redis' })
  async inProgress(@Param('id', ParseRecordIdPipe) id: number) {
    const matches = await this.arena.inProgress(id);
    return ok({ total: matches.length, data: matches.map((m) => toMatchView(m)) });
  }

  @Get('tournaments/:id/matches/finished')
  @ApiOperation({ summary: 'A tournament’s finished matches, newest first (limit 1–200, offset)' })
  async finished(@Param('id', ParseRecordIdPipe) id: number, @Query() q: FinishedMatchesQuery) {
    const [rows, total] = await this.arena.finished(id, q.limit ?? 50, q.offset ?? 0);
    return ok({
      total,
      data: rows.map((m) => ({
        match_id: m.id,
        player_x: m.playerX,
        player_o: m.playerO,
        moves: m.moves,
        result: m.result,
        reason: m.reason,
        started_at: m.startedAt,
        ended_at: m.endedAt,
        duration_ms: m.durationMs,
      })),
    });
  }
}

import { Get, Param, Query } from '@nestjs/common';
import { OperatorController } from '../../common/auth/operator-controller';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ok } from '../../common/http/api-response';
import { ParseRecordIdPipe } from '../../common/validation/parse-record-id.pipe';
import { ArenaService } from './arena.service';
import {
  FinishedMatchesResponseDto,
  MatchesInProgressResponseDto,
  toFinishedMatch,
  toMatchView,
} from './dto/match-view.dto';

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
  @ApiOkResponse({ type: MatchesInProgressResponseDto })
  async inProgress(
    @Param('id', ParseRecordIdPipe) id: number,
  ): Promise<MatchesInProgressResponseDto> {
    const matches = await this.arena.inProgress(id);
    return ok({ total: matches.length, data: matches.map((m) => toMatchView(m)) });
  }

  @Get('tournaments/:id/matches/finished')
  @ApiOperation({ summary: 'A tournament’s finished matches, newest first (limit 1–200, offset)' })
  @ApiOkResponse({ type: FinishedMatchesResponseDto })
  async finished(
    @Param('id', ParseRecordIdPipe) id: number,
    @Query() q: FinishedMatchesQuery,
  ): Promise<FinishedMatchesResponseDto> {
    const [rows, total] = await this.arena.finished(id, q.limit ?? 50, q.offset ?? 0);
    return ok({ total, data: rows.map(toFinishedMatch) });
  }
}

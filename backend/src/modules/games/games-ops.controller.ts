import { Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { ApiErrors } from '../../common/http/api-errors';
import { OperatorController } from '../../common/auth/operator-controller';
import { ParseRecordIdPipe } from '../../common/validation/parse-record-id.pipe';
import {
  GameRunFactsDto,
  GameRunFactsResponseDto,
  PlayerRunFactsResponseDto,
  PlayerRunsQuery,
} from './dto/game-run-facts.dto';
import { GameSessionsService, RunFacts } from './game-sessions.service';
import { inSeconds } from './arcade-games';
import { gameErrors } from './games.errors';

/** How many of a player's runs operators see at once. */
const PLAYER_RUNS = 20;

/** Operators' look at arcade runs (/api/ops/game-runs…): each run replayed again on request. */
@OperatorController('ops')
export class GamesOpsController {
  constructor(private readonly sessions: GameSessionsService) {}

  @Get('game-runs/:id')
  @ApiOperation({
    summary:
      'A run’s replay facts: seed, ticks, inputs, the score its replay computes, server time, verdict',
  })
  @ApiOkResponse({ type: GameRunFactsResponseDto })
  @ApiErrors(404)
  async run(@Param('id', ParseRecordIdPipe) id: number): Promise<GameRunFactsResponseDto> {
    const facts = await this.sessions.facts(String(id));
    if (!facts) throw gameErrors.runNotFound();
    return ok({ data: factsView(facts) });
  }

  @Get('game-runs')
  @ApiOperation({ summary: 'A player’s last 20 runs with their replay facts, newest first' })
  @ApiOkResponse({ type: PlayerRunFactsResponseDto })
  @ApiErrors(400)
  async playerRuns(@Query() query: PlayerRunsQuery): Promise<PlayerRunFactsResponseDto> {
    const ids = await this.sessions.recentRunIds(query.user_id, PLAYER_RUNS);
    const facts = await Promise.all(ids.map((id) => this.sessions.facts(id)));
    return ok({ data: facts.filter((f): f is RunFacts => f !== null).map(factsView) });
  }
}

function factsView(f: RunFacts): GameRunFactsDto {
  return {
    run_id: f.runId,
    user_id: f.userId,
    game_id: f.gameId,
    seed: f.seed,
    ticks: f.ticks,
    inputs_count: f.inputCount,
    recorded_score: f.recordedScore,
    replayed_score: f.replayedScore,
    play_seconds: f.playMs === null ? null : inSeconds(f.playMs),
    server_seconds: inSeconds(f.serverMs),
    ended_at: f.endedAt.toISOString(),
    verdict: f.verdict,
    detail: f.detail,
  };
}

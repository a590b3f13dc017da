import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { CurrentUser } from '../../common/auth';
import type { AuthUser } from '../../common/auth';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import {
  GameEndDto,
  GameEndResponseDto,
  GameRunDto,
  GameRunsDto,
  GameRunsResponseDto,
  GameStartDto,
  GameStartResponseDto,
} from './dto/game-session.dto';
import { inSeconds } from './arcade-games';
import { GamePlayerGuard } from './game-player.guard';
import { GameSessionsService, RecordedRun } from './game-sessions.service';
import { ApiErrors } from '../../common/http/api-errors';

/** Runs of the arcade games (MR RACER): start, end with a replayed run, and the player's runs. */
@ApiTags('games')
@ApiBearerAuth()
@UseGuards(GamePlayerGuard)
@Controller()
export class GameSessionsController {
  constructor(
    private readonly sessions: GameSessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('game_start')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start a run: a single-use secret token for game_end' })
  @ApiOkResponse({ type: GameStartResponseDto })
  async start(
    @CurrentUser() caller: AuthUser,
    @Body() body: GameStartDto,
  ): Promise<GameStartResponseDto> {
    const { token, seed } = await this.sessions.start(caller.id, body.game_id);
    return ok({
      secret_token: token,
      seed,
      expires_in_seconds: this.config.gameSessionTtlSeconds,
    });
  }

  @Post('game_end')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'End the run its token started: the server replays its input log and records the score (once)',
  })
  @ApiOkResponse({ type: GameEndResponseDto })
  @ApiErrors(404, 409)
  async end(
    @CurrentUser() caller: AuthUser,
    @Body() body: GameEndDto,
  ): Promise<GameEndResponseDto> {
    const { run, bestScore } = await this.sessions.end(caller.id, body.game_id, {
      score: body.score,
      token: body.secret_token,
      ticks: body.ticks,
      inputs: body.inputs,
    });
    return ok({ message: 'Score saved!', data: runView(run), best_score: bestScore });
  }

  @Post('game_runs')
  @HttpCode(200)
  @ApiOperation({ summary: 'The caller’s best score and last runs of one game, newest first' })
  @ApiOkResponse({ type: GameRunsResponseDto })
  async runs(
    @CurrentUser() caller: AuthUser,
    @Body() body: GameRunsDto,
  ): Promise<GameRunsResponseDto> {
    const { bestScore, runs } = await this.sessions.runs(caller.id, body.game_id);
    return ok({ best_score: bestScore, data: runs.map(runView) });
  }
}

function runView(run: RecordedRun): GameRunDto {
  return {
    run_id: run.runId,
    score: run.score,
    duration_seconds: inSeconds(run.durationMs),
    ended_at: run.endedAt.toISOString(),
  };
}

import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ok } from '../../common/http/api-response';
import { BearerAuthGuard, CurrentUser, OptionalBearerGuard } from '../../common/auth';
import type { AuthUser } from '../../common/auth';
import {
  LeaderboardDto,
  LeaderboardListDto,
  RegisterTournamentDto,
  TournamentDetailDto,
  UsernameValidateDto,
} from './dto/tournament-calls.dto';
import { TournamentListDto } from './dto/tournament-list.dto';
import { LeaderboardListResponseDto, LeaderboardResponseDto } from './dto/leaderboard-view.dto';
import {
  RegisterTournamentResponseDto,
  UsernameValidateResponseDto,
} from './dto/registration-view.dto';
import { TournamentDetailResponseDto, TournamentListResponseDto } from './dto/tournament-view.dto';
import { LeaderboardService } from './leaderboard/leaderboard.service';
import { TournamentRegistrationService } from './tournament-registration.service';
import { TournamentsService } from './tournaments.service';
import { conditionalAnswer, ConditionalAnswer } from '../../common/http/etag';
import { ApiErrors } from '../../common/http/api-errors';

@ApiTags('tournaments')
@Controller()
export class TournamentsController {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly registration: TournamentRegistrationService,
    private readonly leaderboard: LeaderboardService,
  ) {}

  @Post('tournament_list')
  @HttpCode(200)
  @UseGuards(OptionalBearerGuard)
  @ApiOperation({ summary: 'Tournaments for the home page: live, upcoming, then completed' })
  @ApiOkResponse({ type: TournamentListResponseDto })
  async list(
    @Body() body: TournamentListDto,
    @CurrentUser() caller?: AuthUser,
  ): Promise<TournamentListResponseDto> {
    return ok({ data: await this.tournaments.listForHome(body.game_id, caller?.id) });
  }

  @Post('tournament')
  @HttpCode(200)
  @UseGuards(OptionalBearerGuard)
  @ApiOperation({
    summary: 'One tournament, its recent participants, and the caller’s registration',
  })
  @ApiOkResponse({ type: TournamentDetailResponseDto })
  @ApiErrors(404)
  async detail(
    @Body() body: TournamentDetailDto,
    @CurrentUser() caller?: AuthUser,
  ): Promise<TournamentDetailResponseDto> {
    return ok(await this.tournaments.detail(body.event_id, body.game_id, caller?.id));
  }

  @Post('register_tournament')
  @HttpCode(200)
  @UseGuards(BearerAuthGuard)
  @ApiBearerAuth()
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @ApiOperation({ summary: 'Register the caller (games 1–3 need an in-game username)' })
  @ApiOkResponse({ type: RegisterTournamentResponseDto })
  @ApiErrors(404, 409)
  async register(
    @CurrentUser() caller: AuthUser,
    @Body() body: RegisterTournamentDto,
  ): Promise<RegisterTournamentResponseDto> {
    const result = await this.registration.register(
      caller.id,
      body.event_id,
      body.game_id,
      body.gamer_handle,
    );
    return ok({
      message: result.alreadyRegistered
        ? 'You are already registered for this tournament.'
        : 'Registered successfully!',
      gamer_handle: result.gamerHandle,
    });
  }

  @Post('username_validate')
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @ApiOperation({ summary: 'Check an in-game username with the game' })
  @ApiOkResponse({ type: UsernameValidateResponseDto })
  async usernameValidate(@Body() body: UsernameValidateDto): Promise<UsernameValidateResponseDto> {
    return ok({ username: await this.registration.validateUsername(body.game_id, body.username) });
  }

  @Post('leaderboard_list')
  @HttpCode(200)
  @ApiOperation({ summary: 'A game’s tournaments for the leaderboard dropdown' })
  @ApiOkResponse({ type: LeaderboardListResponseDto })
  async leaderboardList(@Body() body: LeaderboardListDto): Promise<LeaderboardListResponseDto> {
    return ok(await this.leaderboard.list(body.game_id));
  }

  @Post('leaderboard')
  @HttpCode(200)
  @UseGuards(OptionalBearerGuard)
  @ConditionalAnswer()
  @ApiOperation({ summary: 'A tournament’s standings, paged, with the caller’s own row' })
  @ApiOkResponse({ type: LeaderboardResponseDto })
  @ApiErrors(404)
  async standings(
    @Body() body: LeaderboardDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() caller?: AuthUser,
  ): Promise<Buffer | undefined> {
    const { event_id, game_id } = body.inputObj;
    const answer: LeaderboardResponseDto = ok(
      await this.leaderboard.page(event_id, game_id, body.page, body.limit, caller?.id),
    );
    return conditionalAnswer(request, reply, answer, caller !== undefined);
  }
}

import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ApiErrorDto, ApiErrors } from '../../common/http/api-errors';
import { ok } from '../../common/http/api-response';
import { BearerAuthGuard, CurrentUser } from '../../common/auth';
import type { AuthUser } from '../../common/auth';
import { CheckGamerHandleDto, GamerHandleChangeDto } from './dto/gamer-handle.dto';
import {
  GamerHandleChangeResponseDto,
  GamerHandleCheckResponseDto,
} from './dto/gamer-handle-view.dto';
import { GamerHandlesService } from './gamer-handles.service';

// Each call may reach a game's API, whose keys have their own rate limits.
const PROVIDER_CALLS = { default: { limit: 20, ttl: 60_000 } };

// A game's API that cannot be reached answers 503 with no Retry-After; only an outage of
// PostgreSQL or Redis sends one.
const ProviderUnavailable = () =>
  ApiResponse({
    status: 503,
    description:
      'The game’s API could not be asked (PROVIDER_UNAVAILABLE), or PostgreSQL or Redis is ' +
      'unreachable (then with Retry-After)',
    type: ApiErrorDto,
  });

@ApiTags('gamer-handles')
@Controller()
export class GamerHandlesController {
  constructor(private readonly handles: GamerHandlesService) {}

  @Post('check_gamer_handle')
  @HttpCode(200)
  @Throttle(PROVIDER_CALLS)
  @ApiOperation({ summary: 'Is this a valid handle of a real chess.com / Clash player?' })
  @ApiOkResponse({ type: GamerHandleCheckResponseDto })
  @ProviderUnavailable()
  async check(@Body() body: CheckGamerHandleDto): Promise<GamerHandleCheckResponseDto> {
    const result = await this.handles.check(body.game, body.handle);
    return ok({
      message: result.checked
        ? `${result.host} username found!`
        : `${result.host} usernames are not checked on this server.`,
      handle: result.handle,
      checked: result.checked,
    });
  }

  @Post('gamerhandle_change')
  @HttpCode(200)
  @UseGuards(BearerAuthGuard)
  @ApiBearerAuth()
  @Throttle(PROVIDER_CALLS)
  @ApiOperation({ summary: 'Save the caller’s gamer handles (chess, Clash tags, BGMI)' })
  @ApiOkResponse({ type: GamerHandleChangeResponseDto })
  @ApiErrors(409)
  @ProviderUnavailable()
  async change(
    @CurrentUser() caller: AuthUser,
    @Body() body: GamerHandleChangeDto,
  ): Promise<GamerHandleChangeResponseDto> {
    const data = await this.handles.change(caller.id, body.inputobj ?? {});
    return ok({ message: 'Your gamer Id updated successfully', data });
  }
}

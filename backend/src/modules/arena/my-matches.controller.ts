import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BearerAuthGuard, CurrentUser } from '../../common/auth';
import type { AuthUser } from '../../common/auth';
import { ok } from '../../common/http/api-response';
import { PagedDto } from '../../common/dto/paged.dto';
import { MyMatchesResponseDto } from './dto/my-matches.dto';
import { PlayerMatchesService } from './player-matches.service';

@ApiTags('arena')
@ApiBearerAuth()
@UseGuards(BearerAuthGuard)
@Controller()
export class MyMatchesController {
  constructor(private readonly matches: PlayerMatchesService) {}

  @Post('my_matches')
  @HttpCode(200)
  @ApiOperation({
    summary: 'My Matches: the caller’s finished tic-tac-toe matches, newest first, paged',
  })
  @ApiOkResponse({ type: MyMatchesResponseDto })
  async myMatches(
    @CurrentUser() caller: AuthUser,
    @Body() body: PagedDto,
  ): Promise<MyMatchesResponseDto> {
    const { rows, total } = await this.matches.page(caller.id, body.page, body.limit);
    return ok({ data: rows, total_count: total });
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/api-response';
import { TournamentListDto } from './dto/tournament-list.dto';
import { TournamentListResponseDto } from './dto/tournament-view.dto';
import { TournamentsService } from './tournaments.service';

@ApiTags('tournaments')
@Controller()
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  @Post('tournament_list')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tournaments for the home page: live, upcoming, then completed' })
  @ApiOkResponse({ type: TournamentListResponseDto })
  async list(@Body() body: TournamentListDto): Promise<TournamentListResponseDto> {
    return ok({ data: await this.tournaments.listForHome(body.game_id) });
  }
}

import { Body, Get, HttpCode, Param, Post } from '@nestjs/common';
import { OperatorController } from '../../../common/auth/operator-controller';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ok } from '../../../common/http/api-response';
import { ParseRecordIdPipe } from '../../../common/validation/parse-record-id.pipe';
import {
  CreateTournamentScheduleDto,
  EditTournamentScheduleDto,
  TournamentScheduleListResponseDto,
  TournamentScheduleResponseDto,
  TournamentScheduleViewDto,
} from './dto/tournament-schedule.dto';
import { TournamentSchedule } from './tournament-schedules.repository';
import { TournamentSchedulesService } from './tournament-schedules.service';

/** Recurring tournaments, for operators (OPERATOR_TOKEN, like every /api/ops call). */
@OperatorController('ops/tournament-schedules')
export class TournamentSchedulesOpsController {
  constructor(private readonly schedules: TournamentSchedulesService) {}

  @Get()
  @ApiOperation({ summary: 'Every tournament schedule, with its tournaments not ended yet' })
  @ApiOkResponse({ type: TournamentScheduleListResponseDto })
  async list(): Promise<TournamentScheduleListResponseDto> {
    const all = await this.schedules.list();
    return ok({ data: await this.views(all) });
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a schedule; its next 7 days of tournaments are created at once, then kept',
  })
  @ApiCreatedResponse({ type: TournamentScheduleResponseDto })
  async create(@Body() body: CreateTournamentScheduleDto): Promise<TournamentScheduleResponseDto> {
    const schedule = await this.schedules.create({
      gameId: body.game_id,
      titlePattern: body.title_pattern,
      startTime: body.start_time,
      weekdays: body.weekdays,
      durationMinutes: body.duration_minutes,
      maxParticipants: body.max_participants,
      prizeTable: body.prize_table,
      guaranteedPlayers: body.guaranteed_players,
      paidSharePercent: body.paid_share_percent,
      active: body.active,
    });
    return ok({ data: (await this.views([schedule]))[0] });
  }

  @Post(':id')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Change or pause (active: false) a schedule; tournaments already created keep their own settings',
  })
  @ApiOkResponse({ type: TournamentScheduleResponseDto })
  async edit(
    @Param('id', ParseRecordIdPipe) id: number,
    @Body() body: EditTournamentScheduleDto,
  ): Promise<TournamentScheduleResponseDto> {
    const schedule = await this.schedules.edit(id, {
      gameId: body.game_id,
      titlePattern: body.title_pattern,
      startTime: body.start_time,
      weekdays: body.weekdays,
      durationMinutes: body.duration_minutes,
      maxParticipants: body.max_participants,
      prizeTable: body.prize_table,
      guaranteedPlayers: body.guaranteed_players,
      paidSharePercent: body.paid_share_percent,
      active: body.active,
    });
    return ok({ data: (await this.views([schedule]))[0] });
  }

  private async views(schedules: TournamentSchedule[]): Promise<TournamentScheduleViewDto[]> {
    const open = await this.schedules.openTournaments(schedules.map((s) => s.id));
    return schedules.map((s) => ({
      schedule_id: s.id,
      game_id: s.gameId,
      title_pattern: s.titlePattern,
      start_time: s.startTime,
      weekdays: s.weekdays,
      duration_minutes: s.durationMinutes,
      max_participants: s.maxParticipants,
      prize_table: s.prizeTable,
      guaranteed_players: s.guaranteedPlayers,
      paid_share_percent: s.paidSharePercent,
      active: s.active,
      upcoming_event_ids: open.get(s.id) ?? [],
    }));
  }
}

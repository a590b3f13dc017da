import { Body, Get, HttpCode, Param, Post } from '@nestjs/common';
import { OperatorController } from '../../../common/auth/operator-controller';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ok } from '../../../common/http/api-response';
import { ParseRecordIdPipe } from '../../../common/validation/parse-record-id.pipe';
import { TournamentResponseDto } from '../dto/tournament-view.dto';
import { TournamentsService } from '../tournaments.service';
import {
  DisqualificationService,
  type Disqualification,
} from '../results/disqualification.service';
import {
  CreateTournamentDto,
  DisqualifyPlayerDto,
  EditTournamentDto,
  IngestResultsDto,
} from './dto/tournament-ops.dto';
import {
  CancelTournamentResponseDto,
  DisqualificationResponseDto,
  IngestResultsResponseDto,
  ResettleResponseDto,
  SettlementResponseDto,
} from './dto/tournament-ops-view.dto';
import { TournamentOpsService } from './tournament-ops.service';
import { ApiErrors } from '../../../common/http/api-errors';

/** Operators' tournament calls (/api/ops/tournaments…): OPERATOR_TOKEN, not the client's api-key. */
@OperatorController('ops')
export class TournamentsOpsController {
  constructor(
    private readonly ops: TournamentOpsService,
    private readonly tournaments: TournamentsService,
    private readonly disqualifications: DisqualificationService,
  ) {}

  @Post('tournaments')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a tournament; its start and end are scheduled by the worker' })
  @ApiCreatedResponse({ type: TournamentResponseDto })
  async create(@Body() body: CreateTournamentDto): Promise<TournamentResponseDto> {
    const t = await this.ops.createTournament(body);
    return ok({ data: this.tournaments.toView(t, new Date()) });
  }

  @Post('tournaments/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Edit a tournament that has not ended (a new window is rescheduled)' })
  @ApiOkResponse({ type: TournamentResponseDto })
  @ApiErrors(409)
  async edit(
    @Param('id', ParseRecordIdPipe) id: number,
    @Body() body: EditTournamentDto,
  ): Promise<TournamentResponseDto> {
    const t = await this.tournaments.edit(id, {
      title: body.title?.trim(),
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      maxParticipants: body.max_participants,
      prizeTable: body.prize_table,
      guaranteedPlayers: body.guaranteed_players,
      paidSharePercent: body.paid_share_percent,
    });
    return ok({ data: this.tournaments.toView(t, new Date()) });
  }

  @Post('tournaments/:id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cancel a tournament that has not started and nobody has registered for; a schedule’s ' +
      'tournament is not created again',
  })
  @ApiOkResponse({ type: CancelTournamentResponseDto })
  @ApiErrors(404, 409)
  async cancel(@Param('id', ParseRecordIdPipe) id: number): Promise<CancelTournamentResponseDto> {
    const { scheduleId } = await this.tournaments.cancel(id);
    return ok({ event_id: id, schedule_id: scheduleId });
  }

  @Post('tournaments/:id/end')
  @HttpCode(200)
  @ApiOperation({ summary: 'End a tournament now: it completes and is settled by the worker' })
  @ApiOkResponse({ type: TournamentResponseDto })
  @ApiErrors(409)
  async endNow(@Param('id', ParseRecordIdPipe) id: number): Promise<TournamentResponseDto> {
    const t = await this.tournaments.endNow(id);
    return ok({ data: this.tournaments.toView(t, new Date()) });
  }

  @Post('tournaments/:id/settle')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Run a completed tournament’s settlement again; nobody is paid twice (0 once complete)',
  })
  @ApiAcceptedResponse({ type: ResettleResponseDto })
  @ApiErrors(409)
  async resettle(@Param('id', ParseRecordIdPipe) id: number): Promise<ResettleResponseDto> {
    await this.tournaments.resettle(id);
    return ok({ queued: true as const });
  }

  @Post('tournaments/:id/results')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record standings (points, or raw results the scoring rules turn into points)',
  })
  @ApiOkResponse({ type: IngestResultsResponseDto })
  @ApiErrors(409)
  async ingest(
    @Param('id', ParseRecordIdPipe) id: number,
    @Body() body: IngestResultsDto,
  ): Promise<IngestResultsResponseDto> {
    return ok({ updated: await this.ops.ingestResults(id, body.results) });
  }

  @Post('tournaments/:id/disqualify')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Disqualify a player (SPEC §9): their standing and any unpaid prize removed, banned with the reason (their sessions end: signed out, sockets closed); a prize already paid is reported, not taken back',
  })
  @ApiOkResponse({ type: DisqualificationResponseDto })
  @ApiErrors(404)
  async disqualify(
    @Param('id', ParseRecordIdPipe) id: number,
    @Body() body: DisqualifyPlayerDto,
  ): Promise<DisqualificationResponseDto> {
    const d = await this.disqualifications.disqualify(id, body.user_id, body.reason.trim());
    return ok({
      message: disqualificationMessage(d),
      data: {
        event_id: d.tournamentId,
        user_id: d.userId,
        player_name: d.playerName,
        standing_removed: true,
        prize: {
          status: d.prize.status,
          amount: d.prize.amount,
          paid_at: d.prize.status === 'already_paid' ? d.prize.paidAt.toISOString() : null,
        },
        banned_at: d.bannedAt.toISOString(),
        ban_reason: d.reason,
      },
    });
  }

  @Get('tournaments/:id/settlement')
  @ApiOperation({ summary: 'A tournament’s settlement: frozen ranks and payouts' })
  @ApiOkResponse({ type: SettlementResponseDto })
  @ApiErrors(409)
  async settlement(@Param('id', ParseRecordIdPipe) id: number): Promise<SettlementResponseDto> {
    return ok(await this.ops.settlement(id));
  }
}

/** What a disqualification did, in one sentence for the operator. */
function disqualificationMessage(d: Disqualification): string {
  const done = `${d.playerName} is disqualified from ${d.title} and banned.`;
  switch (d.prize.status) {
    case 'already_paid':
      return `${done} Their prize of ${d.prize.amount} coins was already paid and is not taken back.`;
    case 'withheld':
      return `${done} Their prize of ${d.prize.amount} coins will not be paid.`;
    case 'none':
      return `${done} They had no prize to pay.`;
  }
}

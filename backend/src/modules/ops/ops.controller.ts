import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { SkipApiKey } from '../../common/api-key.guard';
import { ok } from '../../common/api-response';
import { AcceptsCsv } from '../../common/csv-body';
import { OperatorGuard } from '../../common/operator.guard';
import { ParseRecordIdPipe } from '../../common/parse-record-id.pipe';
import type { CodeImportRow } from '../shop/code-import';
import { CreateProductDto, ImportCodesDto, RetireCodesDto } from '../shop/dto/inventory.dto';
import { InventoryService } from '../shop/inventory.service';
import { TournamentsService } from '../tournaments/tournaments.service';
import { CodeImportBodyPipe } from './code-import-body.pipe';
import { CreateTournamentDto, EditTournamentDto, IngestResultsDto } from './dto/ops.dto';
import { OpsService } from './ops.service';

// 10,000 codes of up to 64 characters, as JSON or CSV, with room to spare.
const CODE_IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** For operators and their tools: authenticated by OPERATOR_TOKEN, not by the client's api-key. */
@ApiTags('operations')
@ApiBearerAuth()
@Controller('ops')
@UseGuards(OperatorGuard)
@SkipApiKey()
@SkipThrottle()
export class OpsController {
  constructor(
    private readonly ops: OpsService,
    private readonly tournaments: TournamentsService,
    private readonly inventory: InventoryService,
  ) {}

  @Post('tournaments')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a tournament; its start and end are scheduled by the worker' })
  async create(@Body() body: CreateTournamentDto) {
    const t = await this.ops.createTournament(body);
    return ok({ data: this.tournaments.toView(t, new Date()) });
  }

  @Post('tournaments/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Edit a tournament that has not ended (a new window is rescheduled)' })
  async edit(@Param('id', ParseRecordIdPipe) id: number, @Body() body: EditTournamentDto) {
    const t = await this.tournaments.edit(id, {
      title: body.title?.trim(),
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      maxParticipants: body.max_participants,
      prizeTable: body.prize_table,
    });
    return ok({ data: this.tournaments.toView(t, new Date()) });
  }

  @Post('tournaments/:id/end')
  @HttpCode(200)
  @ApiOperation({ summary: 'End a tournament now: it completes and is settled by the worker' })
  async endNow(@Param('id', ParseRecordIdPipe) id: number) {
    const t = await this.tournaments.endNow(id);
    return ok({ data: this.tournaments.toView(t, new Date()) });
  }

  @Post('tournaments/:id/settle')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Run a completed tournament’s settlement again; nobody is paid twice (0 once complete)',
  })
  async resettle(@Param('id', ParseRecordIdPipe) id: number) {
    await this.tournaments.resettle(id);
    return ok({ queued: true });
  }

  @Post('tournaments/:id/results')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record standings (points, or raw results the scoring rules turn into points)',
  })
  async ingest(@Param('id', ParseRecordIdPipe) id: number, @Body() body: IngestResultsDto) {
    return ok({ updated: await this.ops.ingestResults(id, body.results) });
  }

  @Get('tournaments/:id/settlement')
  @ApiOperation({ summary: 'A tournament’s settlement: frozen ranks and payouts' })
  async settlement(@Param('id', ParseRecordIdPipe) id: number) {
    return ok(await this.ops.settlement(id));
  }

  @Post('products')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a voucher with its denominations (face value and coin price)' })
  async createProduct(@Body() body: CreateProductDto) {
    return ok({ product: await this.ops.createProduct(body) });
  }

  @Post('products/:id/codes')
  @HttpCode(200)
  @AcceptsCsv(CODE_IMPORT_BODY_LIMIT)
  @ApiConsumes('application/json', 'text/csv')
  @ApiBody({
    type: ImportCodesDto,
    description: 'Or a text/csv body: "value,code" per line, an optional "value,code" header',
  })
  @ApiOperation({
    summary: 'Stock codes, all or nothing; the first bad row is named, no code ever echoed',
  })
  async importCodes(
    @Param('id', ParseRecordIdPipe) id: number,
    @Body(CodeImportBodyPipe) rows: CodeImportRow[],
  ) {
    return ok({ imported: await this.inventory.importCodes(id, rows) });
  }

  @Get('products/:id/codes')
  @ApiOperation({ summary: 'A voucher’s codes counted per denomination and status (no codes)' })
  async codeCounts(@Param('id', ParseRecordIdPipe) id: number) {
    return ok({ denominations: await this.inventory.counts(id) });
  }

  @Post('products/:id/codes/retire')
  @HttpCode(200)
  @ApiOperation({ summary: 'Retire up to `count` unsold codes of a denomination, oldest first' })
  async retireCodes(@Param('id', ParseRecordIdPipe) id: number, @Body() body: RetireCodesDto) {
    return ok({ retired: await this.inventory.retire(id, body.value, body.count) });
  }
}

import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors';
import { ok } from '../../common/http/api-response';
import { OperatorController } from '../../common/auth/operator-controller';
import { MAX_REPORT_DAYS } from './coins-minted';
import { CoinsMintedService } from './coins-minted.service';
import {
  MintedReportQuery,
  MintedReportResponseDto,
  toMintedReportView,
} from './dto/minted-report.dto';

/** The operators' side of the wallet (bearer OPERATOR_TOKEN, like every /api/ops call). */
@OperatorController('ops/economy')
export class WalletOpsController {
  constructor(private readonly minted: CoinsMintedService) {}

  @Get('minted')
  @ApiOperation({
    summary: `Coins minted per source, per IST day and per tournament, with totals (up to ${MAX_REPORT_DAYS} days)`,
  })
  @ApiOkResponse({ type: MintedReportResponseDto })
  @ApiErrors(400)
  async report(@Query() query: MintedReportQuery): Promise<MintedReportResponseDto> {
    return ok(toMintedReportView(await this.minted.report(query.from, query.to)));
  }
}

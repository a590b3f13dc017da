import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors';
import { ok } from '../../common/http/api-response';
import { BearerAuthGuard, CurrentUser } from '../../common/auth';
import { AcceptsForm } from '../../common/http/form-body';
import type { AuthUser } from '../../common/auth';
import { UsersService } from '../users';
import { DailyBonusService } from './daily-bonus.service';
import { DailyRewardClaimDto, PagedRequestDto } from './dto/wallet.dto';
import {
  DailyRewardClaimResponseDto,
  TransactionHistoryResponseDto,
  WinningsResponseDto,
} from './dto/wallet-view.dto';
import { WalletService } from './wallet.service';

@ApiTags('wallet')
@ApiBearerAuth()
@UseGuards(BearerAuthGuard)
@Controller()
export class WalletController {
  constructor(
    private readonly wallet: WalletService,
    private readonly dailyBonus: DailyBonusService,
    private readonly users: UsersService,
  ) {}

  @Post('daily_reward_claim')
  @HttpCode(200)
  @ApiOperation({ summary: 'Claim today’s daily bonus (one per IST day)' })
  @ApiOkResponse({ type: DailyRewardClaimResponseDto })
  @ApiErrors(409)
  async claim(
    @CurrentUser() caller: AuthUser,
    @Body() _body: DailyRewardClaimDto,
  ): Promise<DailyRewardClaimResponseDto> {
    const result = await this.dailyBonus.claim(caller.id);
    return ok({
      message: `You claimed ${result.reward} coins!`,
      ...result,
      data: await this.users.view(caller.id),
    });
  }

  @Post('mywinnings')
  @HttpCode(200)
  @ApiOperation({ summary: 'My Winnings: reward credits, newest first, paged' })
  @ApiOkResponse({ type: WinningsResponseDto })
  async winnings(
    @CurrentUser() caller: AuthUser,
    @Body() body: PagedRequestDto,
  ): Promise<WinningsResponseDto> {
    const { rows, total } = await this.wallet.winnings(caller.id, body.page, body.limit);
    return ok({ data: rows, total_count: total });
  }

  @Post('transaction_history')
  @HttpCode(200)
  // SPEC §7: form data (the client sends a FormData); JSON is accepted too.
  @AcceptsForm()
  @ApiConsumes('application/json', 'multipart/form-data', 'application/x-www-form-urlencoded')
  @ApiOperation({ summary: 'Transaction History: every movement, signed, newest first, paged' })
  @ApiOkResponse({ type: TransactionHistoryResponseDto })
  async history(
    @CurrentUser() caller: AuthUser,
    @Body() body: PagedRequestDto,
  ): Promise<TransactionHistoryResponseDto> {
    const { rows, total } = await this.wallet.history(caller.id, body.page, body.limit);
    return ok({ data: rows, total_count: total });
  }
}

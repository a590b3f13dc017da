import { Body, Get, HttpCode, Post } from '@nestjs/common';
import { OperatorController } from '../../common/auth/operator-controller';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { MysteryTableDto, MysteryTableResponseDto } from './dto/referrals.dto';
import { ReferralMilestonesService } from './referral-milestones.service';

/** The operators' side of referrals (bearer OPERATOR_TOKEN, like every /api/ops call). */
@OperatorController('ops/referrals')
export class ReferralsOpsController {
  constructor(private readonly milestones: ReferralMilestonesService) {}

  @Get('mystery-rewards')
  @ApiOperation({ summary: 'The mystery-reward table milestones draw from' })
  @ApiOkResponse({ type: MysteryTableResponseDto })
  async table(): Promise<MysteryTableResponseDto> {
    return ok({ rewards: await this.milestones.mysteryTable() });
  }

  @Post('mystery-rewards')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Replace the mystery-reward table: amounts (coins) with weights (relative chance)',
  })
  @ApiOkResponse({ type: MysteryTableResponseDto })
  async replace(@Body() body: MysteryTableDto): Promise<MysteryTableResponseDto> {
    const rewards = body.rewards.map((r) => ({ amount: r.amount, weight: r.weight }));
    return ok({ rewards: await this.milestones.setMysteryTable(rewards) });
  }
}

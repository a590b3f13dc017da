import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { BearerAuthGuard, CurrentUser } from '../../common/auth';
import type { AuthUser } from '../../common/auth';
import {
  MilestoneClaimResponseDto,
  ReferralDashboardResponseDto,
} from './dto/referral-dashboard.dto';
import { DashboardRequestDto, MilestoneClaimDto } from './dto/referrals.dto';
import { ReferralDashboardService } from './referral-dashboard.service';
import { ReferralMilestonesService } from './referral-milestones.service';
import { ApiErrors } from '../../common/http/api-errors';

@ApiTags('referrals')
@ApiBearerAuth()
@UseGuards(BearerAuthGuard)
@Controller('refer_earn_dashboard')
export class ReferralsController {
  constructor(
    private readonly dashboard: ReferralDashboardService,
    private readonly milestones: ReferralMilestonesService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Refer & Earn: referrals, stages, monthly top 3 and milestones' })
  @ApiOkResponse({ type: ReferralDashboardResponseDto })
  async show(
    @CurrentUser() caller: AuthUser,
    @Body() body: DashboardRequestDto,
  ): Promise<ReferralDashboardResponseDto> {
    return ok({ data: await this.dashboard.dashboard(caller.id, body.month) });
  }

  @Post('milestone')
  @HttpCode(200)
  @ApiOperation({ summary: 'Claim the lowest unclaimed milestone: 150 coins and a mystery reward' })
  @ApiOkResponse({ type: MilestoneClaimResponseDto })
  @ApiErrors(409)
  async claim(
    @CurrentUser() caller: AuthUser,
    @Body() _body: MilestoneClaimDto,
  ): Promise<MilestoneClaimResponseDto> {
    const result = await this.milestones.claim(caller.id);
    return ok({
      message: 'Milestone reward claimed successfully!',
      is_claimed: true as const,
      claimed: result.claimed,
      milestone: result.milestones,
    });
  }
}

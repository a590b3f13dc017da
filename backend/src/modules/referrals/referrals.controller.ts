import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/api-response';
import { BearerAuthGuard, CurrentUser } from '../../common/auth';
import type { AuthUser } from '../../common/auth';
import { DashboardRequestDto, MilestoneClaimDto } from './dto/referrals.dto';
import { ReferralDashboardService } from './referral-dashboard.service';
import { ReferralMilestonesService } from './referral-milestones.service';

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
  async show(@CurrentUser() caller: AuthUser, @Body() body: DashboardRequestDto) {
    return ok({ data: await this.dashboard.dashboard(caller.id, body.month) });
  }

  @Post('milestone')
  @HttpCode(200)
  @ApiOperation({ summary: 'Claim the lowest unclaimed milestone: 150 coins and a mystery reward' })
  async claim(@CurrentUser() caller: AuthUser, @Body() _body: MilestoneClaimDto) {
    const result = await this.milestones.claim(caller.id);
    return ok({
      message: 'Milestone reward claimed successfully!',
      is_claimed: true,
      claimed: result.claimed,
      milestone: result.milestones,
    });
  }
}

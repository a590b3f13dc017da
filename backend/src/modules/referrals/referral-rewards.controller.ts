import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { CachedFacts } from '../../common/http/cache-headers';
import { ReferralRewardsDto, ReferralRewardsResponseDto } from './dto/referral-rewards.dto';
import {
  LEADERBOARD_PRIZES,
  MILESTONE_EVERY,
  MILESTONE_REWARD,
  PRIZE_SHARE_PERCENT,
  STAGE_BONUSES,
} from './referral-rules';

/**
 * What a referral pays, for visitors too (the Refer & Earn popup): the client prints its rewards
 * table from this answer, never from its own copy of the amounts.
 */
@ApiTags('referrals')
@Controller()
export class ReferralRewardsController {
  @Get('referral_rewards')
  @CachedFacts()
  @ApiOperation({ summary: 'What referring a friend pays: per stage, prize share, milestones' })
  @ApiOkResponse({ type: ReferralRewardsResponseDto })
  rewards(): ReferralRewardsResponseDto {
    return ok({ data: REFERRAL_REWARDS });
  }
}

const REFERRAL_REWARDS: ReferralRewardsDto = {
  stages: STAGE_BONUSES.map(({ stage, referrer, referee }) => ({ stage, referrer, referee })),
  prize_share_percent: PRIZE_SHARE_PERCENT,
  milestone_every: MILESTONE_EVERY,
  milestone_reward: MILESTONE_REWARD,
  leaderboard_prizes: [...LEADERBOARD_PRIZES],
};

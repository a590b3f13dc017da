import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { CachedFacts } from '../../common/http/cache-headers';
import { DAILY_BONUS_COINS } from './daily-bonus';
import { DailyBonusDayDto, DailyBonusTableResponseDto } from './dto/daily-bonus.dto';

/** The client's bonus tiles print from this answer, never from its own copy of the amounts. */
@ApiTags('wallet')
@Controller()
export class DailyBonusController {
  @Get('daily_bonus')
  @CachedFacts()
  @ApiOperation({ summary: 'The daily bonus table: coins per streak day' })
  @ApiOkResponse({ type: DailyBonusTableResponseDto })
  table(): DailyBonusTableResponseDto {
    return ok({ data: DAILY_BONUS_DAYS });
  }
}

const DAILY_BONUS_DAYS: DailyBonusDayDto[] = DAILY_BONUS_COINS.map((coins, index) => ({
  day: index + 1,
  coins,
}));

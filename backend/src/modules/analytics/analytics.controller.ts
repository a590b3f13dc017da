import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { OkResponseDto } from '../../common/dto/ok-response.dto';
import { PageViewDto } from './dto/page-view.dto';
import { AnalyticsService } from './analytics.service';

@ApiTags('analytics')
@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post('page_view')
  @HttpCode(200)
  @ApiOperation({ summary: 'First-party page-view analytics, one call per route change' })
  @ApiOkResponse({ type: OkResponseDto })
  async pageView(
    @Body() body: PageViewDto,
    @Headers('user-agent') userAgent?: string,
  ): Promise<OkResponseDto> {
    await this.analytics.recordPageView(body.path, body.referrer ?? null, userAgent ?? null);
    return ok({});
  }
}

import { Injectable } from '@nestjs/common';
import { PageViewsRepository } from './page-views.repository';

@Injectable()
export class AnalyticsService {
  constructor(private readonly pageViews: PageViewsRepository) {}

  async recordPageView(path: string, referrer: string | null, userAgent: string | null) {
    await this.pageViews.insert({
      path,
      referrer: referrer || null,
      userAgent: userAgent ? userAgent.slice(0, 512) : null,
    });
  }

  countByPath(path: string): Promise<number> {
    return this.pageViews.countByPath(path);
  }
}

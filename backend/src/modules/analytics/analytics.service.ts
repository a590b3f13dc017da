import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PageView } from './entities/page-view.entity';

@Injectable()
export class AnalyticsService {
  constructor(@InjectRepository(PageView) private readonly pageViews: Repository<PageView>) {}

  async recordPageView(path: string, referrer: string | null, userAgent: string | null) {
    await this.pageViews.insert({
      path,
      referrer: referrer || null,
      userAgent: userAgent ? userAgent.slice(0, 512) : null,
    });
  }

  countByPath(path: string): Promise<number> {
    return this.pageViews.countBy({ path });
  }
}

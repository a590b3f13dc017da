import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PageView } from './entities/page-view.entity';

/** page_views: one row per route change a visitor's client reports. */
@Injectable()
export class PageViewsRepository {
  constructor(@InjectRepository(PageView) private readonly pageViews: Repository<PageView>) {}

  async insert(view: {
    path: string;
    referrer: string | null;
    userAgent: string | null;
  }): Promise<void> {
    await this.pageViews.insert(view);
  }

  countByPath(path: string): Promise<number> {
    return this.pageViews.countBy({ path });
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsService } from './analytics.service';
import { PageView } from './entities/page-view.entity';
import { PageViewsRepository } from './page-views.repository';

@Module({
  imports: [TypeOrmModule.forFeature([PageView])],
  providers: [PageViewsRepository, AnalyticsService],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}

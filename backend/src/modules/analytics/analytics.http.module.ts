import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsModule } from './analytics.module';

@Module({ imports: [AnalyticsModule], controllers: [AnalyticsController] })
export class AnalyticsHttpModule {}

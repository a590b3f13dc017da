import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** Prometheus metrics of the API process and of the queues it can see: API only. */
@Module({
  imports: [EventsModule],
  controllers: [MetricsController],
  providers: [MetricsService],
  exports: [MetricsService],
})
export class MetricsHttpModule {}

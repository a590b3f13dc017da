import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { MetricsHttpModule } from '../metrics/metrics.http.module';
import { NotificationsModule } from '../notifications';
import { TournamentsModule } from '../tournaments';
import { LiveGateway } from './live.gateway';

/** The live channel's socket gateway: API only (the worker publishes on the feeds). */
@Module({
  imports: [AuthModule, MetricsHttpModule, NotificationsModule, TournamentsModule],
  providers: [LiveGateway],
})
export class LiveHttpModule {}

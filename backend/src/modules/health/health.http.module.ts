import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { DatabasePingRepository } from './database-ping.repository';
import { DatabaseHealthIndicator } from './database.health';
import { HealthReport } from './health-report';
import { RedisHealthIndicator } from './redis.health';

/** Liveness and readiness for load balancers and orchestrators: API only. */
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [DatabasePingRepository, DatabaseHealthIndicator, RedisHealthIndicator, HealthReport],
})
export class HealthHttpModule {}

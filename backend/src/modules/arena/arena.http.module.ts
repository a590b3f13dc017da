import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { MetricsHttpModule } from '../metrics/metrics.http.module';
import { ArenaOpsController } from './arena-ops.controller';
import { ArenaGateway } from './arena.gateway';
import { ArenaModule } from './arena.module';

/** The socket gateway (and its timer sweep) and the operators' match routes: API only. */
@Module({
  imports: [ArenaModule, AuthModule, MetricsHttpModule],
  controllers: [ArenaOpsController],
  providers: [ArenaGateway],
})
export class ArenaHttpModule {}

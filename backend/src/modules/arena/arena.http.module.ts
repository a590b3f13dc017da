import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { MetricsHttpModule } from '../metrics/metrics.http.module';
import { ArenaOpsController } from './arena-ops.controller';
import { ArenaGateway } from './arena.gateway';
import { ArenaModule } from './arena.module';
import { MyMatchesController } from './my-matches.controller';

/** The socket gateway (and its timer sweep), players' and operators' match routes: API only. */
@Module({
  imports: [ArenaModule, AuthModule, MetricsHttpModule],
  controllers: [ArenaOpsController, MyMatchesController],
  providers: [ArenaGateway],
})
export class ArenaHttpModule {}

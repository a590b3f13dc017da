import { Module } from '@nestjs/common';
import { TournamentsOpsController } from './ops/tournaments-ops.controller';
import { TournamentOpsService } from './ops/tournament-ops.service';
import { TournamentSchedulesOpsController } from './schedules/tournament-schedules-ops.controller';
import { TournamentsController } from './tournaments.controller';
import { TournamentsModule } from './tournaments.module';

@Module({
  imports: [TournamentsModule],
  controllers: [TournamentsController, TournamentsOpsController, TournamentSchedulesOpsController],
  providers: [TournamentOpsService],
})
export class TournamentsHttpModule {}

import { Module } from '@nestjs/common';
import { TournamentSchedulesOpsController } from './schedules/tournament-schedules-ops.controller';
import { TournamentsController } from './tournaments.controller';
import { TournamentsModule } from './tournaments.module';

@Module({
  imports: [TournamentsModule],
  controllers: [TournamentsController, TournamentSchedulesOpsController],
})
export class TournamentsHttpModule {}

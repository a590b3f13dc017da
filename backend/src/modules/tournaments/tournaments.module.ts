import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../../events/events.module';
import { Tournament } from './entities/tournament.entity';
import { TournamentScheduler } from './tournament-scheduler.service';
import { TournamentsController } from './tournaments.controller';
import { TournamentsService } from './tournaments.service';

@Module({
  imports: [TypeOrmModule.forFeature([Tournament]), EventsModule],
  controllers: [TournamentsController],
  providers: [TournamentsService, TournamentScheduler],
  exports: [TournamentsService, TournamentScheduler],
})
export class TournamentsModule {}

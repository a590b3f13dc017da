import { Module } from '@nestjs/common';
import { TournamentsController } from './tournaments.controller';
import { TournamentsModule } from './tournaments.module';

@Module({ imports: [TournamentsModule], controllers: [TournamentsController] })
export class TournamentsHttpModule {}

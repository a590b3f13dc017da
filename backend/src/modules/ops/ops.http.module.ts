import { Module } from '@nestjs/common';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { OpsController } from './ops.controller';
import { OpsModule } from './ops.module';

@Module({ imports: [OpsModule, TournamentsModule], controllers: [OpsController] })
export class OpsHttpModule {}

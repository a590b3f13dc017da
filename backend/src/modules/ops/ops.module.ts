import { Module } from '@nestjs/common';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { OpsController } from './ops.controller';
import { OpsService } from './ops.service';

@Module({ imports: [TournamentsModule], controllers: [OpsController], providers: [OpsService] })
export class OpsModule {}

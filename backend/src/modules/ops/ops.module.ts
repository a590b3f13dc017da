import { Module } from '@nestjs/common';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { OpsService } from './ops.service';

/** What operators do through /api/ops: tournaments in and results in. */
@Module({ imports: [TournamentsModule], providers: [OpsService], exports: [OpsService] })
export class OpsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../../events/events.module';
import { PlayerFirsts } from './entities/player-firsts.entity';
import { PlayerActivityService } from './player-activity.service';
import { PlayerFirstsRepository } from './player-firsts.repository';

/**
 * A player's firsts (first play, first win), raised as events for whoever rewards them
 * (referrals). A leaf: imports no feature module, so games and tournaments can both report to it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PlayerFirsts]), EventsModule],
  providers: [PlayerFirstsRepository, PlayerActivityService],
  exports: [PlayerActivityService],
})
export class ActivityModule {}

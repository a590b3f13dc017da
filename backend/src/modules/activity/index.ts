// The activity module's front door: all that code outside activity/ may import from it.
export { ActivityModule } from './activity.module';
export { PlayerFirsts } from './entities/player-firsts.entity';
export { PlayerActivityService } from './player-activity.service';

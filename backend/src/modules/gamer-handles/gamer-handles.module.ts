import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { UsersModule } from '../users/users.module';
import { GamerHandlesService } from './gamer-handles.service';

@Module({
  imports: [UsersModule, GamesModule],
  providers: [GamerHandlesService],
  exports: [GamerHandlesService],
})
export class GamerHandlesModule {}

import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { GamesModule } from '../games/games.module';
import { GamerHandlesController } from './gamer-handles.controller';
import { GamerHandlesService } from './gamer-handles.service';

@Module({
  imports: [UsersModule, GamesModule],
  controllers: [GamerHandlesController],
  providers: [GamerHandlesService],
  exports: [GamerHandlesService],
})
export class GamerHandlesModule {}

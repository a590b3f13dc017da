import { Module } from '@nestjs/common';
import { GamesModule } from '../games';
import { UsersModule } from '../users';
import { GamerHandlesService } from './gamer-handles.service';

@Module({
  imports: [UsersModule, GamesModule],
  providers: [GamerHandlesService],
  exports: [GamerHandlesService],
})
export class GamerHandlesModule {}

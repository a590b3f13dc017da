import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { GAME_PROVIDER_ADAPTERS, gameProviderAdapters } from './adapters';
import { GamerHandlesController } from './gamer-handles.controller';
import { GamerHandlesService } from './gamer-handles.service';

@Module({
  imports: [UsersModule],
  controllers: [GamerHandlesController],
  providers: [GamerHandlesService, gameProviderAdapters],
  exports: [GamerHandlesService, GAME_PROVIDER_ADAPTERS],
})
export class GamerHandlesModule {}

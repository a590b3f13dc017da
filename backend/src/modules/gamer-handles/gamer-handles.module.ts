import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { UsersModule } from '../users/users.module';
import { createGameProviderAdapters, GAME_PROVIDER_ADAPTERS } from './adapters';
import { GamerHandlesController } from './gamer-handles.controller';
import { GamerHandlesService } from './gamer-handles.service';

@Module({
  imports: [UsersModule],
  controllers: [GamerHandlesController],
  providers: [
    GamerHandlesService,
    {
      provide: GAME_PROVIDER_ADAPTERS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createGameProviderAdapters(config.gameProviders),
    },
  ],
  exports: [GamerHandlesService],
})
export class GamerHandlesModule {}

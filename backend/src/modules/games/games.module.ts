import { Module } from '@nestjs/common';
import { gameProviderAdapters } from './adapters';
import { GAME_PROVIDER_ADAPTERS } from './adapters/game-provider.adapter';

/**
 * What a game is: ids, facts, handle rules and scoring are plain modules (import them); this
 * module provides the configured game-site adapters to handle checks and result polling.
 */
@Module({ providers: [gameProviderAdapters], exports: [GAME_PROVIDER_ADAPTERS] })
export class GamesModule {}

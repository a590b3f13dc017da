import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityModule } from '../activity';
import { gameProviderAdapters } from './adapters';
import { GAME_PROVIDER_ADAPTERS } from './adapters/game-provider.adapter';
import { GameRun } from './entities/game-run.entity';
import { GameSession } from './entities/game-session.entity';
import { GameRunsRepository } from './game-runs.repository';
import { GameSessionsRepository } from './game-sessions.repository';
import { GameSessionsService } from './game-sessions.service';

/**
 * What a game is: ids, facts, handle rules and scoring are plain modules (import them); this
 * module provides the configured game-site adapters to handle checks and result polling, and
 * the arcade games' runs (game sessions), which report plays to the player's firsts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([GameSession, GameRun]), ActivityModule],
  providers: [
    gameProviderAdapters,
    GameSessionsRepository,
    GameRunsRepository,
    GameSessionsService,
  ],
  exports: [GAME_PROVIDER_ADAPTERS, GameSessionsService],
})
export class GamesModule {}

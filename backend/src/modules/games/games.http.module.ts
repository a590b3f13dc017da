import { Module } from '@nestjs/common';
import { GameSessionsController } from './game-sessions.controller';
import { GamesController } from './games.controller';
import { GamesOpsController } from './games-ops.controller';
import { GamesModule } from './games.module';

/** The games' HTTP face, for the API process only: the facts, arcade runs, operators' run facts. */
@Module({
  imports: [GamesModule],
  controllers: [GamesController, GameSessionsController, GamesOpsController],
})
export class GamesHttpModule {}

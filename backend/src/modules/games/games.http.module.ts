import { Module } from '@nestjs/common';
import { GameSessionsController } from './game-sessions.controller';
import { GamesController } from './games.controller';
import { GamesModule } from './games.module';

/** The games' HTTP face, for the API process only: the facts, and arcade runs. */
@Module({ imports: [GamesModule], controllers: [GamesController, GameSessionsController] })
export class GamesHttpModule {}

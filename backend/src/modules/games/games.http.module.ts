import { Module } from '@nestjs/common';
import { GamesController } from './games.controller';

/** The games' HTTP face, for the API process only; the facts it answers are plain constants. */
@Module({ controllers: [GamesController] })
export class GamesHttpModule {}

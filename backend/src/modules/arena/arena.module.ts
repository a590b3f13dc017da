import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityModule } from '../activity';
import { GamesModule } from '../games';
import { TournamentsModule } from '../tournaments';
import { UsersModule } from '../users';
import { ArenaService } from './arena.service';
import { Match } from './entities/match.entity';
import { MatchResultsService } from './match-results.service';
import { MatchStore } from './match-store';
import { MatchesRepository } from './matches.repository';
import { PlayerMatchesService } from './player-matches.service';

/**
 * Tic-tac-toe matches played in tournaments: pairing, the Redis match store and its timers,
 * and the finished matches (the `matches` table). What the game is lives in games; standings
 * in tournaments, written through TournamentResultsService. The socket gateway is in the HTTP
 * module, so the worker never opens a socket.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Match]),
    GamesModule,
    TournamentsModule,
    ActivityModule,
    UsersModule,
  ],
  providers: [
    MatchesRepository,
    MatchStore,
    MatchResultsService,
    ArenaService,
    PlayerMatchesService,
  ],
  exports: [ArenaService, PlayerMatchesService],
})
export class ArenaModule {}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { GAME_FIELD, GamerHandleErrorCode, GamerHandlesService } from '../gamer-handles';
import { UsersService } from '../users';
import { GameId, isHandleGame } from '../games';
import { EntriesFeed } from './entries/entries-feed';
import { TournamentEntriesRepository } from './entries/tournament-entries.repository';
import { RankIndex } from './leaderboard/rank-index';
import { tournamentErrors } from './tournaments.errors';
import { TournamentsRepository } from './tournaments.repository';

export interface Registration {
  alreadyRegistered: boolean;
  gamerHandle: string;
}

@Injectable()
export class TournamentRegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly handles: GamerHandlesService,
    private readonly tournaments: TournamentsRepository,
    private readonly entries: TournamentEntriesRepository,
    private readonly rankIndex: RankIndex,
    private readonly entriesFeed: EntriesFeed,
  ) {}

  /** Checks an in-game username with the game (chess lower-cased, Clash upper-cased). */
  async validateUsername(gameId: GameId, username: string): Promise<string> {
    if (!isHandleGame(gameId)) return username;
    try {
      return (await this.handles.check(gameId, username)).handle;
    } catch (err) {
      if (err instanceof DomainError && err.code === GamerHandleErrorCode.NotFound) {
        throw tournamentErrors.usernameNotFound();
      }
      throw err;
    }
  }

  /**
   * Registers the caller. The entry is inserted first and the seat taken with a conditional
   * update in the same transaction, so concurrent registrations can never exceed the capacity.
   * The update waits for the row's lock and rechecks the status on its newest version: a request
   * that started before an operator's end but reaches its seat after it is refused, rather than
   * entering a tournament whose ranks may already be frozen.
   */
  async register(
    userId: string,
    eventId: number,
    gameId: GameId,
    givenHandle: string | undefined,
    now = new Date(),
  ): Promise<Registration> {
    const user = await this.users.get(userId);
    if (user.bannedAt) throw tournamentErrors.banned(user.banReason ?? 'a rules violation');
    let gamerHandle: string;
    if (!isHandleGame(gameId)) {
      gamerHandle = user.id; // games 4 and 5 are played on the site: the player is the account
    } else {
      const saved = this.users.toView(user).gamer_handle[GAME_FIELD[gameId]];
      if (givenHandle?.trim()) {
        gamerHandle = await this.validateUsername(gameId, givenHandle);
        if (!saved) await this.handles.adopt(userId, gameId, gamerHandle);
      } else {
        if (!saved) throw tournamentErrors.handleRequired();
        gamerHandle = saved;
      }
    }
    const registration = await this.dataSource.transaction(async (manager) => {
      const tournament = await this.tournaments.forRegistration(manager, eventId, now);
      if (!tournament || tournament.game_id !== gameId) throw tournamentErrors.notFound();
      const entry = await this.entries.insert(manager, {
        tournamentId: eventId,
        userId,
        playerName: user.name,
        gamerHandle,
        profilePic: user.profilePic,
        eligible: !tournament.requires_play,
      });
      if (!entry) return { alreadyRegistered: true, gamerHandle, entry: null };
      const seated = await this.tournaments.takeSeat(manager, eventId, now);
      if (!seated || !tournament.open) throw tournamentErrors.closed();
      return { alreadyRegistered: false, gamerHandle, entry };
    });
    if (registration.entry) {
      await this.rankIndex.apply(eventId, [registration.entry]);
      await this.entriesFeed.publish(eventId);
    }
    return { alreadyRegistered: registration.alreadyRegistered, gamerHandle };
  }
}

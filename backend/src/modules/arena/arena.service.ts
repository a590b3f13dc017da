import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { BatchLoader } from '../../common/resilience/batch-loader';
import { SharedResult } from '../../common/resilience/shared-result';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { GameId } from '../games';
import { Tournament, TournamentsService } from '../tournaments';
import { arenaErrors } from './arena.errors';
import { Match } from './entities/match.entity';
import { MatchResultsService } from './match-results.service';
import { MatchesRepository } from './matches.repository';
import { LobbyCounts, MatchState, MatchStore } from './match-store';

export type PlayOutcome =
  { kind: 'searching'; counts: LobbyCounts } | { kind: 'match'; match: MatchState };

export type WatchOutcome =
  { kind: 'watching'; counts: LobbyCounts } | { kind: 'match'; match: MatchState };

/** A finished match whose instance died before saving it is saved by another after this. */
const UNSAVED_AFTER_MS = 10_000;
/**
 * How long this instance trusts a tournament's game and window when pairing: every `play` would
 * otherwise read the same row. An operator's change is seen within it; a match it lets start
 * late is void when saved (the save reads the end as it is).
 */
const TOURNAMENT_CACHE_MS = 5_000;

type TournamentFacts = Pick<Tournament, 'gameId' | 'startsAt' | 'endsAt'>;

/**
 * Tic-tac-toe matches in tournaments: who may play (registered in a live game-4 tournament),
 * pairing, moves, presence, timers and saving finished matches. Redis holds matches while they
 * are played (MatchStore); PostgreSQL the finished ones (MatchResultsService).
 */
@Injectable()
export class ArenaService {
  private readonly logger = new Logger(ArenaService.name);
  private readonly facts = new Map<number, SharedResult<TournamentFacts | null>>();

  constructor(
    private readonly store: MatchStore,
    private readonly saver: MatchResultsService,
    private readonly tournaments: TournamentsService,
    private readonly matches: MatchesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Players' entries, by "tournament|user": the plays of a burst share a query per tournament. */
  private readonly registered = new BatchLoader<string, { player_name: string }>(async (keys) => {
    const byTournament = new Map<number, string[]>();
    for (const key of keys) {
      const [tournamentId, userId] = key.split('|');
      const users = byTournament.get(Number(tournamentId)) ?? [];
      byTournament.set(Number(tournamentId), users);
      users.push(userId);
    }
    const found = new Map<string, { player_name: string }>();
    await Promise.all(
      [...byTournament].map(async ([tournamentId, userIds]) => {
        for (const entry of await this.tournaments.entriesOf(tournamentId, userIds)) {
          found.set(`${tournamentId}|${entry.user_id}`, entry);
        }
      }),
    );
    return found;
  });

  /** Joins the tournament's queue, or answers the match the player is already in. */
  async play(userId: string, tournamentId: number, now = new Date()): Promise<PlayOutcome> {
    const active = await this.activeMatch(userId);
    if (active) return { kind: 'match', match: active };
    const t = await this.tournamentFacts(tournamentId);
    if (!t) throw arenaErrors.notLive();
    if (t.gameId !== GameId.TicTacToe) throw arenaErrors.notTicTacToe();
    // No match starts outside the tournament's window.
    if (t.startsAt > now || t.endsAt <= now) throw arenaErrors.notLive();
    const entry = await this.registered.load(`${tournamentId}|${userId}`);
    if (!entry) throw arenaErrors.notRegistered();
    const { moveSeconds, reconnectSeconds, endGraceSeconds } = this.config.matches;
    const outcome = await this.store.pair(
      tournamentId,
      { userId, name: entry.player_name },
      randomUUID(),
      {
        moveMs: moveSeconds * 1000,
        reconnectMs: reconnectSeconds * 1000,
        hardEnd: t.endsAt.getTime() + endGraceSeconds * 1000,
      },
    );
    if (outcome.kind === 'waiting') {
      // The searcher sees at once how many others search and are online here.
      return { kind: 'searching', counts: await this.store.lobby(tournamentId, [userId]) };
    }
    if (outcome.kind === 'matched') return { kind: 'match', match: outcome.match };
    const match = await this.store.get(outcome.matchId);
    if (!match) throw arenaErrors.noMatch();
    return { kind: 'match', match };
  }

  /**
   * A registered player's game panel is open on the tournament: they count as online there, and
   * get the match they are in (back after a reload or in another tab) or the lobby's counts.
   */
  async watch(userId: string, tournamentId: number): Promise<WatchOutcome> {
    const t = await this.tournamentFacts(tournamentId);
    if (!t) throw arenaErrors.notLive();
    if (t.gameId !== GameId.TicTacToe) throw arenaErrors.notTicTacToe();
    if (!(await this.registered.load(`${tournamentId}|${userId}`))) {
      throw arenaErrors.notRegistered();
    }
    const [counts, active] = await Promise.all([
      this.store.lobby(tournamentId, [userId]),
      this.activeMatch(userId),
    ]);
    return active && active.tournamentId === tournamentId
      ? { kind: 'match', match: active }
      : { kind: 'watching', counts };
  }

  /** Players searching and online in a tournament; `seen` are marked online first. */
  lobby(tournamentId: number, seen: string[] = []): Promise<LobbyCounts> {
    return this.store.lobby(tournamentId, seen);
  }

  /** The player's last panel on the tournament closed. */
  offline(userId: string, tournamentId: number): Promise<void> {
    return this.store.offline(tournamentId, userId);
  }

  /** One read per tournament per TOURNAMENT_CACHE_MS however many press PLAY NOW at once. */
  private tournamentFacts(id: number): Promise<TournamentFacts | null> {
    let facts = this.facts.get(id);
    if (!facts) {
      if (this.facts.size > 1_000) this.facts.clear();
      facts = new SharedResult(async () => {
        const t = await this.tournaments.findById(id);
        return t && { gameId: t.gameId, startsAt: t.startsAt, endsAt: t.endsAt };
      }, TOURNAMENT_CACHE_MS);
      this.facts.set(id, facts);
    }
    return facts.get();
  }

  leave(userId: string, tournamentId: number): Promise<boolean> {
    return this.store.leave(tournamentId, userId);
  }

  /**
   * Applies a move: the state after it, or the refusal with, when a late move found a timer run
   * out, the match it ended (call `settle` on a match that is over).
   */
  move(userId: string, matchId: string, cell: number) {
    return this.store.move(matchId, userId, cell);
  }

  /** Saves a match a move ended (a failure is retried by the next sweep of any instance). */
  async settle(match: MatchState): Promise<void> {
    if (match.status === 'over') await this.save(match);
  }

  /** The match the player is in, if one is being played. */
  async activeMatch(userId: string): Promise<MatchState | null> {
    const id = await this.store.activeMatchOf(userId);
    const match = id ? await this.store.get(id) : null;
    return match?.status === 'playing' ? match : null;
  }

  /** The player's last connection dropped (away) or one is back; the match's new state. */
  async presence(userId: string, away: boolean): Promise<MatchState | null> {
    const id = await this.store.activeMatchOf(userId);
    return id ? this.store.presence(id, userId, away) : null;
  }

  /**
   * Ends the matches whose timers ran out and saves them, plus any finished match an instance
   * that died left unsaved. Any instance may run it at any time.
   */
  async sweep(): Promise<MatchState[]> {
    const ended: MatchState[] = [];
    for (;;) {
      const ids = await this.store.sweep(500);
      for (const id of ids) {
        const match = await this.store.get(id);
        if (match) ended.push(match);
      }
      if (ids.length < 500) break;
    }
    await Promise.all(ended.map((m) => this.save(m)));
    for (const id of await this.store.unsavedBefore(Date.now() - UNSAVED_AFTER_MS)) {
      const match = await this.store.get(id);
      if (match) await this.save(match);
    }
    return ended;
  }

  /** Saves a finished match (once: a second save changes nothing) and clears it from Redis. */
  private async save(match: MatchState): Promise<void> {
    try {
      await this.saver.save(match, this.config.matches.endGraceSeconds * 1000);
      await this.store.markSaved(match.id);
    } catch (err) {
      // Stays on the unsaved list: the next sweep of any instance tries again.
      this.logger.error(`Match ${match.id} not saved yet: ${(err as Error).message}`);
    }
  }

  /** Matches being played in a tournament, for operators. */
  inProgress(tournamentId: number): Promise<MatchState[]> {
    return this.store.inProgress(tournamentId);
  }

  /** The tournament's finished matches, newest first. */
  finished(tournamentId: number, limit: number, offset: number): Promise<[Match[], number]> {
    return this.matches.finished(tournamentId, limit, offset);
  }

  countPlaying(): Promise<number> {
    return this.store.countPlaying();
  }
}

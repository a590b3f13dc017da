import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { QueueRegistry } from '../../../events/queue-registry';
import { JobData, QUEUES } from '../../../events/queues';
import {
  ChessAdapter,
  chessRecord,
  ClashAdapter,
  GAME_PROVIDER_ADAPTERS,
  GameId,
  GameProviderAdapter,
  GameProviderError,
  pointsFor,
} from '../../games';
import {
  PlayerStanding,
  PolledEntry,
  TournamentEntriesRepository,
} from '../entries/tournament-entries.repository';
import { TournamentResultsRepository } from './tournament-results.repository';
import { TournamentResultsService } from './tournament-results.service';
import { forEachLimited } from '../../../common/for-each-limited';
import { TournamentError, TournamentErrorCode } from '../tournaments.errors';

const RECORD_BATCH = 500;
/** Provider requests in flight at once: the public APIs rate-limit bursts. */
export const REQUESTS_IN_FLIGHT = 4;
/** After this many outages in a row the provider is taken as down for the rest of the round. */
export const OUTAGES_BEFORE_GIVING_UP = 8;
/**
 * Trophies read this long after a Clash tournament's end would count battles played after it, so
 * such a reading is not taken: the last one from inside the window stands.
 */
export const CLASH_LATE_READING_MS = 10 * 60_000;

type Entry = PolledEntry;

export interface PollOptions {
  /** The poll before settlement: chess counts every game up to the end. */
  final?: boolean;
  now?: Date;
  /**
   * Stop asking the provider after this long: players not reached keep their stored standing
   * (at most one poll interval old). Bounds the wait before a large tournament is paid.
   */
  budgetMs?: number;
}

/** The settlement's last poll may delay payouts this long at most (payouts are due within 60 s). */
export const FINAL_POLL_BUDGET_MS = 30_000;

export interface PollOutcome {
  tournamentId: number;
  /** Players whose standing changed and was recorded. */
  updated: number;
  /** Players left as stored because their provider call failed. */
  skipped: number;
}

/** A player's standing from the provider, or null when it equals the stored one. */
type ReadStanding = (entry: Entry) => Promise<PlayerStanding | null>;

/**
 * Turns the games played on chess.com and Supercell's games into tournament standings while a
 * tournament is live (a repeatable job) and once more before settlement. Games without a
 * configured provider are left to the operators' results call.
 */
@Injectable()
export class ResultPoller {
  private readonly logger = new Logger(ResultPoller.name);

  constructor(
    private readonly tournaments: TournamentResultsRepository,
    private readonly entries: TournamentEntriesRepository,
    private readonly results: TournamentResultsService,
    private readonly queues: QueueRegistry,
    @Inject(GAME_PROVIDER_ADAPTERS) private readonly adapters: GameProviderAdapter[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Polls every live tournament of a game whose provider is configured. */
  async pollLive(now = new Date()): Promise<PollOutcome[]> {
    const games = [GameId.Chess, GameId.ClashOfClans, GameId.ClashRoyale].filter((g) =>
      this.sourceFor(g),
    );
    if (!games.length) return [];
    const live = await this.tournaments.liveOfGames(games, now);
    const outcomes: PollOutcome[] = [];
    const failures: unknown[] = [];
    // One tournament's failure must not starve the others; the job still fails afterwards.
    for (const id of live) {
      try {
        const outcome = await this.pollTournament(id, { now });
        if (outcome) outcomes.push(outcome);
      } catch (err) {
        failures.push(err);
      }
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length) {
      throw new AggregateError(
        failures,
        `Result polling failed for ${failures.length} tournaments`,
      );
    }
    return outcomes;
  }

  /**
   * Brings one tournament's standings up to date with its provider; null when there is nothing to
   * poll (no provider, not started, frozen for settlement). Chess counts the games that ended in
   * [starts_at, min(now, ends_at)] (up to ends_at for the final poll); Clash keeps the first
   * trophy count read after the start and scores it against the latest. Once the end has passed
   * only the final poll records: a live round still running then could otherwise overwrite the
   * final poll's newer results with its older readings.
   */
  async pollTournament(id: number, options: PollOptions = {}): Promise<PollOutcome | null> {
    const now = options.now ?? new Date();
    const t = await this.tournaments.polledTournament(id);
    const source = t && this.sourceFor(t.game_id);
    if (!source || t.settled || now < t.starts_at || (await this.entries.isFrozen(id))) {
      return null;
    }
    const ended = () => (options.now ?? new Date()) >= t.ends_at;
    if (!options.final && ended()) return null;
    let read: ReadStanding;
    if (source instanceof ChessAdapter) {
      const end = options.final ? t.ends_at : now;
      read = (e) => this.readChess(source, e, t.starts_at, end);
    } else {
      if (now.getTime() > t.ends_at.getTime() + CLASH_LATE_READING_MS) return null;
      read = (e) => this.readClash(source, t.game_id, e);
    }
    const entries = await this.entries.forPolling(id);
    const deadline = options.budgetMs === undefined ? Infinity : Date.now() + options.budgetMs;
    const { changed, skipped } = await this.readAll(t.id, source.host, entries, read, deadline);
    if (!options.final && ended()) return null;
    try {
      for (let i = 0; i < changed.length; i += RECORD_BATCH) {
        await this.results.record(id, changed.slice(i, i + RECORD_BATCH));
      }
    } catch (err) {
      // Settlement froze the standings while we polled: they are final, nothing to do.
      if (err instanceof TournamentError && err.code === TournamentErrorCode.ResultsFinal)
        return null;
      throw err;
    }
    return { tournamentId: id, updated: changed.length, skipped };
  }

  /** The repeatable poll, every RESULT_POLL_SECONDS; none while no provider is configured. */
  async ensureRepeatingPoll(): Promise<void> {
    const queue = this.queues.get(QUEUES.scheduling);
    if (!this.adapters.some((a) => a instanceof ChessAdapter || a instanceof ClashAdapter)) {
      await queue.removeJobScheduler('tournament.poll');
      return;
    }
    const data: JobData<'tournament.poll'> = { idempotencyKey: 'tournament.poll', payload: {} };
    await queue.upsertJobScheduler(
      'tournament.poll',
      { every: this.config.resultPollSeconds * 1000 },
      {
        name: 'tournament.poll',
        data,
        // The next round is the retry.
        opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 },
      },
    );
  }

  private sourceFor(gameId: GameId): ChessAdapter | ClashAdapter | null {
    const adapter = this.adapters.find((a) => Number(a.game) === Number(gameId));
    return adapter instanceof ChessAdapter || adapter instanceof ClashAdapter ? adapter : null;
  }

  private async readChess(
    chess: ChessAdapter,
    e: Entry,
    from: Date,
    to: Date,
  ): Promise<PlayerStanding | null> {
    const games = await chess.gamesBetween(e.gamer_handle, from, to);
    const points = pointsFor(GameId.Chess, { kind: 'chess', games });
    const { wins, draws, losses } = chessRecord(games);
    if (points === e.points && wins === e.wins && draws === e.draws && losses === e.losses) {
      return null;
    }
    return { user_id: e.user_id, points, wins, draws, losses };
  }

  private async readClash(
    clash: ClashAdapter,
    gameId: GameId,
    e: Entry,
  ): Promise<PlayerStanding | null> {
    const trophies = await clash.trophies(e.gamer_handle);
    const start = e.start_trophy ?? trophies;
    const points = pointsFor(gameId, {
      kind: 'trophies',
      startTrophies: start,
      endTrophies: trophies,
    });
    if (points === e.points && start === e.start_trophy && trophies === e.end_trophy) return null;
    return {
      user_id: e.user_id,
      points,
      end_trophy: trophies,
      // Once set, the start stays: later readings only move the end.
      ...(e.start_trophy === null ? { start_trophy: start } : {}),
    };
  }

  /**
   * Reads every entry, a few at a time. A player whose call fails is logged and skipped; a
   * provider that keeps failing is taken as down and the rest of the round is skipped.
   */
  private async readAll(
    tournamentId: number,
    host: string,
    entries: Entry[],
    read: ReadStanding,
    deadline: number,
  ) {
    const changed: PlayerStanding[] = [];
    let skipped = 0;
    let outagesInRow = 0;
    let down = false;
    let late = false;
    await forEachLimited(entries, REQUESTS_IN_FLIGHT, async (entry) => {
      if (!late && Date.now() >= deadline) {
        late = true;
        this.logger.warn(
          `Tournament ${tournamentId}: out of time asking ${host}; the players not reached keep their standing`,
        );
      }
      if (down || late) {
        skipped += 1;
        return;
      }
      try {
        const standing = await read(entry);
        outagesInRow = 0;
        if (standing) changed.push(standing);
      } catch (err) {
        if (!(err instanceof GameProviderError)) throw err;
        skipped += 1;
        outagesInRow = err.outage ? outagesInRow + 1 : 0;
        this.logger.warn(
          `Tournament ${tournamentId}: kept the standing of ${entry.gamer_handle}: ${err.message}`,
        );
        if (!down && outagesInRow >= OUTAGES_BEFORE_GIVING_UP) {
          down = true;
          this.logger.warn(
            `Tournament ${tournamentId}: ${host} failed ${outagesInRow} times in a row; skipping the rest of this round`,
          );
        }
      }
    });
    return { changed, skipped };
  }
}

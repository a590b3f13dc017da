import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { OutboxService } from '../../events/outbox.service';
import { idempotencyKey } from '../../events/queues';
import { TournamentPoolDto, TournamentViewDto } from './dto/tournament-view.dto';
import { TournamentEntriesRepository } from './entries/tournament-entries.repository';
import { Tournament, TournamentStatus } from './entities/tournament.entity';
import { GameId, GAMES } from '../games';
import { tournamentErrors } from './tournaments.errors';
import { formatDuration, remainingSeconds, statusAt } from './tournament-time';
import { LeaderboardService } from './leaderboard/leaderboard.service';
import { PoolNow, PoolRules, newPoolRules } from './settlement/prize-pool';
import { TournamentSchedulesRepository } from './schedules/tournament-schedules.repository';
import { TournamentsRepository } from './tournaments.repository';

export interface TournamentChanges {
  title?: string;
  startsAt?: Date;
  endsAt?: Date;
  maxParticipants?: number;
  prizeTable?: number[];
  guaranteedPlayers?: number;
  paidSharePercent?: number;
}

export interface NewTournament {
  gameId: GameId;
  title: string;
  startsAt: Date;
  endsAt: Date;
  maxParticipants: number;
  prizeTable: number[];
  /** Eligible players that guarantee the full table; by default twice its places (prize-pool.ts). */
  guaranteedPlayers?: number;
  /** The most of the eligible field paid, 1–100; by default DEFAULT_PAID_SHARE_PERCENT. */
  paidSharePercent?: number;
  registeredParticipants?: number;
}

const HOME_LIST_LIMIT = 30;
const HOME_COMPLETED_LIMIT = 10;
const RECENT_PARTICIPANTS = 12;

@Injectable()
export class TournamentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tournaments: TournamentsRepository,
    private readonly schedules: TournamentSchedulesRepository,
    private readonly outbox: OutboxService,
    private readonly entries: TournamentEntriesRepository,
    private readonly leaderboard: LeaderboardService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The entries of these players in a tournament (those registered), with the name each plays under. */
  entriesOf(tournamentId: number, userIds: string[]) {
    return this.entries.findEntries(tournamentId, userIds);
  }

  /** Registered players' ids in id order after `afterUserId`, `limit` at a time (for batches). */
  async registeredAfter(
    tournamentId: number,
    afterUserId: string,
    limit: number,
  ): Promise<string[]> {
    const batch = await this.entries.batchAfter(tournamentId, afterUserId, limit);
    return batch.map((entry) => entry.user_id);
  }

  /** Creates the tournament and, in the same transaction, the event that schedules it. */
  async create(input: NewTournament, now = new Date()): Promise<Tournament> {
    return this.dataSource.transaction(async (manager) => {
      const tournament = await this.tournaments.insert(manager, {
        ...input,
        ...newPoolRules(input),
        requiresPlay: true,
        registeredParticipants: input.registeredParticipants ?? 0,
        status: statusAt(input.startsAt, input.endsAt, now),
      });
      await this.outbox.add(manager, {
        name: 'tournament.created',
        payload: { tournamentId: tournament.id },
        idempotencyKey: idempotencyKey('tournament.created', tournament.id),
      });
      // One created after its end (an import, the demo seed) is settled like any other.
      if (tournament.status === TournamentStatus.Completed)
        await this.raiseSettle(manager, tournament.id);
      return tournament;
    });
  }

  /**
   * Creates a schedule's tournaments that do not exist yet (each occurrence once: the schedule and
   * the start it was planned for are unique), with their `tournament.created` events, in one
   * transaction; returns the ids created now.
   */
  async createOccurrences(
    scheduleId: number,
    occurrences: Omit<NewTournament, 'registeredParticipants'>[],
    now = new Date(),
  ): Promise<number[]> {
    if (!occurrences.length) return [];
    return this.dataSource.transaction(async (manager) => {
      const created = await this.tournaments.insertOccurrences(
        manager,
        scheduleId,
        occurrences.map((o) => ({
          ...o,
          ...newPoolRules(o),
          status: statusAt(o.startsAt, o.endsAt, now),
        })),
      );
      await this.outbox.addMany(
        manager,
        created.map((id) => ({
          name: 'tournament.created' as const,
          payload: { tournamentId: id },
          idempotencyKey: idempotencyKey('tournament.created', id),
        })),
      );
      return created;
    });
  }

  /**
   * Changes a tournament that has not ended. The start can move only before it has passed, the
   * capacity never below the players already registered. A changed window is rescheduled by
   * the worker through the event committed with the change.
   */
  async edit(id: number, changes: TournamentChanges, now = new Date()): Promise<Tournament> {
    return this.dataSource.transaction(async (manager) => {
      const t = await this.tournaments.findForUpdate(manager, id);
      if (!t) throw tournamentErrors.notFound();
      if (t.endsAt <= now) throw tournamentErrors.ended();
      const startsAt = changes.startsAt ?? t.startsAt;
      const endsAt = changes.endsAt ?? t.endsAt;
      if (
        changes.startsAt &&
        changes.startsAt.getTime() !== t.startsAt.getTime() &&
        t.startsAt <= now
      ) {
        throw tournamentErrors.started();
      }
      if (endsAt <= startsAt) throw tournamentErrors.endsBeforeStart();
      if (endsAt <= now) throw tournamentErrors.endsInPast();
      const maxParticipants = changes.maxParticipants ?? t.maxParticipants;
      if (maxParticipants < t.registeredParticipants) {
        throw tournamentErrors.capacityTooSmall(t.registeredParticipants);
      }
      const windowChanged =
        startsAt.getTime() !== t.startsAt.getTime() || endsAt.getTime() !== t.endsAt.getTime();
      Object.assign(t, {
        title: changes.title ?? t.title,
        startsAt,
        endsAt,
        maxParticipants,
        prizeTable: changes.prizeTable ?? t.prizeTable,
        guaranteedPlayers: changes.guaranteedPlayers ?? t.guaranteedPlayers,
        paidSharePercent: changes.paidSharePercent ?? t.paidSharePercent,
        status: statusAt(startsAt, endsAt, now),
      });
      const saved = await this.tournaments.save(manager, t);
      if (windowChanged) {
        await this.outbox.add(manager, {
          name: 'tournament.rescheduled',
          payload: { tournamentId: id },
          idempotencyKey: idempotencyKey('tournament.rescheduled', id, randomUUID()),
        });
      }
      return saved;
    });
  }

  findById(id: number): Promise<Tournament | null> {
    return this.tournaments.findById(id);
  }

  /** Locks the tournament's row for the caller's transaction (a disqualification); null if none. */
  lockIn(
    manager: EntityManager,
    id: number,
  ): Promise<Pick<Tournament, 'id' | 'title' | 'settledAt'> | null> {
    return this.tournaments.lockIn(manager, id);
  }

  /** Gives a removed entry's seat back (a disqualification), in the caller's transaction. */
  releaseSeat(manager: EntityManager, id: number): Promise<void> {
    return this.tournaments.releaseSeat(manager, id);
  }

  /**
   * A tournament's id and title, read in the caller's transaction; null once it is deleted. The
   * title only: the prize table costs more to read than a mail or a share needs, once per winner.
   */
  titleIn(manager: EntityManager, id: number): Promise<Pick<Tournament, 'id' | 'title'> | null> {
    return this.tournaments.titleIn(manager, id);
  }

  /** The titles of these tournaments, by id (deleted ones are missing). */
  titlesOf(ids: number[]): Promise<Map<number, string>> {
    return this.tournaments.titlesOf(ids);
  }

  /** A tournament's seats taken and its latest registrants (what a live page follows); null if none. */
  async entriesView(id: number) {
    const t = await this.tournaments.findById(id);
    if (!t) return null;
    return {
      event_id: t.id,
      registered_participants: t.registeredParticipants,
      max_participants: t.maxParticipants,
      recent_participants: await this.entries.recentParticipants(t.id, RECENT_PARTICIPANTS),
    };
  }

  /** One tournament as the detail page shows it, with the caller's registration. */
  async detail(eventId: number, gameId: GameId, callerId?: string, now = new Date()) {
    const t = await this.tournaments.findInGame(eventId, gameId);
    if (!t) throw tournamentErrors.notFound();
    const registered = callerId
      ? await this.entries.registeredIn([t.id], callerId)
      : new Set<number>();
    const recent = await this.entries.recentParticipants(t.id, RECENT_PARTICIPANTS);
    const pool = await this.leaderboard.pool(t.id, poolRulesOf(t));
    return {
      data: [{ ...this.toView(t, now, registered.has(t.id)), pool: poolView(pool) }],
      recent_participants: recent,
    };
  }

  /**
   * Live first, then the soonest upcoming (up to 30), then the most recently completed (up to
   * 10, always: their results stay a click away however busy the schedules are). A schedule's
   * upcoming tournaments show one at a time (its next): a week of one daily is one card, not
   * seven; each later one shows as the one before starts.
   */
  async listForHome(
    gameId: GameId | undefined,
    callerId?: string,
    now = new Date(),
  ): Promise<TournamentViewDto[]> {
    const rows = await this.tournaments.listForHome(gameId, now, {
      open: HOME_LIST_LIMIT,
      completed: HOME_COMPLETED_LIMIT,
    });
    const registered = callerId
      ? await this.entries.registeredIn(
          rows.map((t) => t.id),
          callerId,
        )
      : new Set<number>();
    return rows.map((t) => this.toView(t, now, registered.has(t.id)));
  }

  toView(t: Tournament, now: Date, isRegistered = false): TournamentViewDto {
    return {
      game_id: t.gameId,
      event_id: t.id,
      event_title: t.title,
      tournament_date: t.startsAt.toISOString(),
      tournament_status: statusAt(t.startsAt, t.endsAt, now),
      tournament_duration: formatDuration(t.endsAt.getTime() - t.startsAt.getTime()),
      prize_pool: t.prizeTable.reduce((sum, coins) => sum + coins, 0),
      requires_play: t.requiresPlay,
      guaranteed_players: t.guaranteedPlayers,
      paid_share_percent: t.paidSharePercent,
      registered_participants: t.registeredParticipants,
      max_participants: t.maxParticipants,
      remaining_seconds: remainingSeconds(t.startsAt, t.endsAt, now),
      end_time: t.endsAt.toISOString(),
      is_registered: isRegistered,
    };
  }

  /** upcoming → live once its start has passed; a no-op otherwise, so replays are harmless. */
  markLive(id: number, now = new Date()): Promise<boolean> {
    return this.tournaments.markLive(id, now);
  }

  /**
   * → completed once its end has passed, and in the same transaction the event that settles it;
   * a no-op otherwise, so replays are harmless.
   */
  async markCompleted(id: number, now = new Date()): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const done = await this.tournaments.markCompleted(manager, id, now);
      for (const doneId of done) await this.raiseSettle(manager, doneId);
      return done.length > 0;
    });
  }

  /**
   * Ends a tournament now (an operator's call): its end moves to now and, in the same
   * transaction, it completes and its settle event is committed. The delayed end job finds it
   * done later and changes nothing.
   */
  async endNow(id: number, now = new Date()): Promise<Tournament> {
    return this.dataSource.transaction(async (manager) => {
      const t = await this.tournaments.findForUpdate(manager, id);
      if (!t) throw tournamentErrors.notFound();
      if (t.status === TournamentStatus.Completed) throw tournamentErrors.ended();
      // Its window must stay a window (CHECK ends_at > starts_at): one not started yet is moved.
      if (t.startsAt >= now) throw tournamentErrors.notStarted();
      Object.assign(t, { endsAt: now, status: TournamentStatus.Completed });
      const saved = await this.tournaments.save(manager, t);
      await this.raiseSettle(manager, id);
      return saved;
    });
  }

  /**
   * Cancels a tournament before it starts, while nobody has registered (players who did would
   * lose a slot they counted on: they are told by an edit instead). It is deleted; a schedule's
   * slot is remembered, so the sweep does not create it again. Jobs already queued for it find
   * nothing and do nothing.
   */
  async cancel(id: number, now = new Date()): Promise<{ scheduleId: number | null }> {
    return this.dataSource.transaction(async (manager) => {
      const t = await this.tournaments.findForUpdate(manager, id);
      if (!t) throw tournamentErrors.notFound();
      if (t.startsAt <= now) throw tournamentErrors.cancelStarted();
      // Registration updates this row (its count), so it waits for the lock: none slips in.
      const n = await this.entries.countIn(manager, id);
      if (n > 0) throw tournamentErrors.hasPlayers(n);
      const slot = await this.tournaments.delete(manager, id);
      if (slot.scheduleId !== null) {
        await this.schedules.insertCancellation(manager, {
          scheduleId: slot.scheduleId,
          scheduledFor: slot.scheduledFor,
          title: t.title,
        });
      }
      return { scheduleId: slot.scheduleId };
    });
  }

  /**
   * Runs a completed tournament's settlement again (after fixing what made it fail): a new settle
   * event under a key of its own. Every payout keeps its own key, so players already paid get
   * nothing more and a finished settlement pays 0.
   */
  async resettle(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const t = await this.tournaments.findIn(manager, id);
      if (!t) throw tournamentErrors.notFound();
      if (t.status !== TournamentStatus.Completed) throw tournamentErrors.notEnded();
      await this.outbox.add(manager, {
        name: 'tournament.settle',
        payload: { tournamentId: id },
        idempotencyKey: idempotencyKey('tournament.settle', id, randomUUID()),
      });
    });
  }

  /** Repairs every transition that fell due while nothing was running; returns what changed. */
  async applyDueTransitions(now = new Date()): Promise<{ live: number[]; completed: number[] }> {
    return this.dataSource.transaction(async (manager) => {
      const completed = await this.tournaments.completeAllDue(manager, now);
      for (const completedId of completed) await this.raiseSettle(manager, completedId);
      const live = await this.tournaments.startAllDue(manager, now);
      return { live, completed };
    });
  }

  /**
   * Settles at the end, or for a game of matches played here once the end's grace has passed:
   * a match still running at the end counts if it finishes within it, so the freeze waits.
   */
  private async raiseSettle(manager: EntityManager, tournamentId: number): Promise<void> {
    const t = await this.tournaments.gameAndEndIn(manager, tournamentId);
    const grace =
      t && GAMES[t.game_id]?.scoring.kind === 'matches' ? this.config.matches.endGraceSeconds : 0;
    await this.outbox.add(manager, {
      name: 'tournament.settle',
      payload: { tournamentId },
      idempotencyKey: idempotencyKey('tournament.settle', tournamentId),
      runAt: t && grace ? new Date(new Date(t.ends_at).getTime() + grace * 1000) : undefined,
    });
  }

  /** Tournaments still waiting for a transition, for re-scheduling after downtime. */
  listOpen(): Promise<Tournament[]> {
    return this.tournaments.listOpen();
  }
}

export function poolRulesOf(
  t: Pick<Tournament, 'prizeTable' | 'guaranteedPlayers' | 'paidSharePercent'>,
): PoolRules {
  return {
    prizeTable: t.prizeTable,
    guaranteedPlayers: t.guaranteedPlayers,
    paidSharePercent: t.paidSharePercent,
  };
}

function poolView(pool: PoolNow): TournamentPoolDto {
  return {
    full: pool.full,
    now: pool.now,
    eligible_players: pool.eligiblePlayers,
    guaranteed_players: pool.guaranteedPlayers,
    paid_share_percent: pool.paidSharePercent,
    paid_places: pool.paidPlaces,
  };
}

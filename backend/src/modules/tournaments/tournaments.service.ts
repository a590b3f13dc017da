import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { queryRows } from '../../common/query-rows';
import { OutboxService } from '../../events/outbox.service';
import { idempotencyKey } from '../../events/queues';
import { TournamentPoolDto, TournamentViewDto } from './dto/tournament-view.dto';
import { TournamentEntriesService } from './entries/tournament-entries.service';
import { Tournament, TournamentStatus } from './entities/tournament.entity';
import { GameId, GAMES } from '../games';
import { tournamentErrors } from './tournaments.errors';
import { formatDuration, remainingSeconds, statusAt } from './tournament-time';
import { LeaderboardService } from './leaderboard/leaderboard.service';
import { PoolNow, PoolRules, newPoolRules } from './settlement/prize-pool';

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
    @InjectRepository(Tournament) private readonly tournaments: Repository<Tournament>,
    private readonly outbox: OutboxService,
    private readonly entries: TournamentEntriesService,
    private readonly leaderboard: LeaderboardService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the tournament and, in the same transaction, the event that schedules it. */
  async create(input: NewTournament, now = new Date()): Promise<Tournament> {
    return this.dataSource.transaction(async (manager) => {
      const tournament = await manager.save(
        manager.create(Tournament, {
          ...input,
          ...newPoolRules(input),
          requiresPlay: true,
          registeredParticipants: input.registeredParticipants ?? 0,
          status: statusAt(input.startsAt, input.endsAt, now),
        }),
      );
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
      const created = queryRows<{ id: number }>(
        await manager.query(
          `INSERT INTO tournaments (game_id, title, starts_at, ends_at, max_participants,
                                   prize_table, guaranteed_players, paid_share_percent, status,
                                   schedule_id, scheduled_for)
           SELECT game_id, title, starts_at, ends_at, max_participants,
                  ARRAY(SELECT jsonb_array_elements_text(prize_table)::int), guaranteed_players,
                  paid_share_percent, status, $1, starts_at
             FROM jsonb_to_recordset($2::jsonb) AS o(game_id smallint, title text,
                  starts_at timestamptz, ends_at timestamptz, max_participants int,
                  prize_table jsonb, guaranteed_players int, paid_share_percent smallint,
                  status text)
            -- A slot an operator cancelled stays cancelled.
            WHERE NOT EXISTS (SELECT 1 FROM tournament_schedule_cancellations c
                               WHERE c.schedule_id = $1 AND c.scheduled_for = o.starts_at)
           ON CONFLICT (schedule_id, scheduled_for) WHERE schedule_id IS NOT NULL DO NOTHING
           RETURNING id`,
          [
            scheduleId,
            JSON.stringify(
              occurrences.map((o) => {
                const rules = newPoolRules(o);
                return {
                  game_id: o.gameId,
                  title: o.title,
                  starts_at: o.startsAt.toISOString(),
                  ends_at: o.endsAt.toISOString(),
                  max_participants: o.maxParticipants,
                  prize_table: o.prizeTable,
                  guaranteed_players: rules.guaranteedPlayers,
                  paid_share_percent: rules.paidSharePercent,
                  status: statusAt(o.startsAt, o.endsAt, now),
                };
              }),
            ),
          ],
        ),
      );
      await this.outbox.addMany(
        manager,
        created.map(({ id }) => ({
          name: 'tournament.created' as const,
          payload: { tournamentId: id },
          idempotencyKey: idempotencyKey('tournament.created', id),
        })),
      );
      return created.map(({ id }) => id);
    });
  }

  /**
   * Changes a tournament that has not ended. The start can move only before it has passed, the
   * capacity never below the players already registered. A changed window is rescheduled by
   * the worker through the event committed with the change.
   */
  async edit(id: number, changes: TournamentChanges, now = new Date()): Promise<Tournament> {
    return this.dataSource.transaction(async (manager) => {
      const t = await manager.findOne(Tournament, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
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
      const saved = await manager.save(t);
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
    return this.tournaments.findOneBy({ id });
  }

  /**
   * A tournament's id and title, read in the caller's transaction; null once it is deleted. The
   * title only: the prize table costs more to read than a mail or a share needs, once per winner.
   */
  /** Locks the tournament's row for the caller's transaction (a disqualification); null if none. */
  async lockIn(
    manager: EntityManager,
    id: number,
  ): Promise<Pick<Tournament, 'id' | 'title' | 'settledAt'> | null> {
    const [row]: { id: number; title: string; settled_at: Date | null }[] = await manager.query(
      `SELECT id, title, settled_at FROM tournaments WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ? { id: row.id, title: row.title, settledAt: row.settled_at } : null;
  }

  /** Gives a removed entry's seat back (a disqualification), in the caller's transaction. */
  async releaseSeat(manager: EntityManager, id: number): Promise<void> {
    await manager.query(
      `UPDATE tournaments SET registered_participants = registered_participants - 1
        WHERE id = $1 AND registered_participants > 0`,
      [id],
    );
  }

  titleIn(manager: EntityManager, id: number): Promise<Pick<Tournament, 'id' | 'title'> | null> {
    return manager.findOne(Tournament, { select: { id: true, title: true }, where: { id } });
  }

  /** One tournament as the detail page shows it, with the caller's registration. */
  async detail(eventId: number, gameId: GameId, callerId?: string, now = new Date()) {
    const t = await this.tournaments.findOneBy({ id: eventId, gameId });
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
    const ofGame = () =>
      this.tournaments
        .createQueryBuilder('t')
        .where(gameId ? 't.game_id = :gameId' : '1=1', { gameId })
        .setParameter('now', now);
    const [open, completed] = await Promise.all([
      ofGame()
        .andWhere('t.ends_at > :now')
        .andWhere(
          `NOT (t.schedule_id IS NOT NULL AND t.starts_at > :now AND EXISTS (
             SELECT 1 FROM tournaments earlier
              WHERE earlier.schedule_id = t.schedule_id
                AND earlier.starts_at > :now AND earlier.starts_at < t.starts_at))`,
        )
        .orderBy('CASE WHEN t.starts_at <= :now THEN 0 ELSE 1 END')
        .addOrderBy('t.starts_at', 'ASC')
        .limit(HOME_LIST_LIMIT)
        .getMany(),
      ofGame()
        .andWhere('t.ends_at <= :now')
        .orderBy('t.ends_at', 'DESC')
        .limit(HOME_COMPLETED_LIMIT)
        .getMany(),
    ]);
    const rows = [...open, ...completed];
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
  async markLive(id: number, now = new Date()): Promise<boolean> {
    const result = await this.tournaments
      .createQueryBuilder()
      .update()
      .set({ status: TournamentStatus.Live })
      .where('id = :id AND status = :upcoming AND starts_at <= :now AND ends_at > :now', {
        id,
        upcoming: TournamentStatus.Upcoming,
        now,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /**
   * → completed once its end has passed, and in the same transaction the event that settles it;
   * a no-op otherwise, so replays are harmless.
   */
  async markCompleted(id: number, now = new Date()): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const done = queryRows<{ id: number }>(
        await manager.query(
          `UPDATE tournaments SET status = 'completed', updated_at = now()
            WHERE id = $1 AND status <> 'completed' AND ends_at <= $2 RETURNING id`,
          [id, now],
        ),
      );
      for (const row of done) await this.raiseSettle(manager, row.id);
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
      const t = await manager.findOne(Tournament, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!t) throw tournamentErrors.notFound();
      if (t.status === TournamentStatus.Completed) throw tournamentErrors.ended();
      // Its window must stay a window (CHECK ends_at > starts_at): one not started yet is moved.
      if (t.startsAt >= now) throw tournamentErrors.notStarted();
      Object.assign(t, { endsAt: now, status: TournamentStatus.Completed });
      const saved = await manager.save(t);
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
      const t = await manager.findOne(Tournament, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!t) throw tournamentErrors.notFound();
      if (t.startsAt <= now) throw tournamentErrors.cancelStarted();
      // Registration updates this row (its count), so it waits for the lock: none slips in.
      const [{ n }] = queryRows<{ n: number }>(
        await manager.query(
          `SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1`,
          [id],
        ),
      );
      if (n > 0) throw tournamentErrors.hasPlayers(n);
      const [slot] = queryRows<{ schedule_id: number | null; scheduled_for: Date | null }>(
        await manager.query(
          `DELETE FROM tournaments WHERE id = $1 RETURNING schedule_id, scheduled_for`,
          [id],
        ),
      );
      if (slot.schedule_id !== null) {
        await manager.query(
          `INSERT INTO tournament_schedule_cancellations (schedule_id, scheduled_for, title)
           VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [slot.schedule_id, slot.scheduled_for, t.title],
        );
      }
      return { scheduleId: slot.schedule_id };
    });
  }

  /**
   * Runs a completed tournament's settlement again (after fixing what made it fail): a new settle
   * event under a key of its own. Every payout keeps its own key, so players already paid get
   * nothing more and a finished settlement pays 0.
   */
  async resettle(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const t = await manager.findOneBy(Tournament, { id });
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
      const completed = queryRows<{ id: number }>(
        await manager.query(
          `UPDATE tournaments SET status = 'completed', updated_at = now()
            WHERE status <> 'completed' AND ends_at <= $1 RETURNING id`,
          [now],
        ),
      );
      for (const row of completed) await this.raiseSettle(manager, row.id);
      const live = queryRows<{ id: number }>(
        await manager.query(
          `UPDATE tournaments SET status = 'live', updated_at = now()
            WHERE status = 'upcoming' AND starts_at <= $1 AND ends_at > $1 RETURNING id`,
          [now],
        ),
      );
      return { live: live.map((r) => r.id), completed: completed.map((r) => r.id) };
    });
  }

  /**
   * Settles at the end, or for a game of matches played here once the end's grace has passed:
   * a match still running at the end counts if it finishes within it, so the freeze waits.
   */
  private async raiseSettle(manager: EntityManager, tournamentId: number): Promise<void> {
    const [t]: { game_id: GameId; ends_at: Date }[] = await manager.query(
      `SELECT game_id, ends_at FROM tournaments WHERE id = $1`,
      [tournamentId],
    );
    const grace =
      t && GAMES[t.game_id]?.scoring.kind === 'matches' ? this.config.matches.endGraceSeconds : 0;
    await this.outbox.add(manager, {
      name: 'tournament.settle',
      payload: { tournamentId },
      idempotencyKey: idempotencyKey('tournament.settle', tournamentId),
      runAt: grace ? new Date(new Date(t.ends_at).getTime() + grace * 1000) : undefined,
    });
  }

  /** Tournaments still waiting for a transition, for re-scheduling after downtime. */
  listOpen(): Promise<Tournament[]> {
    return this.tournaments
      .createQueryBuilder('t')
      .where('t.status <> :completed', { completed: TournamentStatus.Completed })
      .getMany();
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

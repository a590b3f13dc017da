import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager, In, Repository } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import { GameId } from '../games';
import { Tournament, TournamentStatus } from './entities/tournament.entity';

/** One of a schedule's tournaments, as the service resolved it (prize rules, status). */
export interface NewOccurrence {
  gameId: GameId;
  title: string;
  startsAt: Date;
  endsAt: Date;
  maxParticipants: number;
  prizeTable: number[];
  guaranteedPlayers: number;
  paidSharePercent: number;
  status: TournamentStatus;
}

/**
 * The tournaments table: creating, changing and listing tournaments, their transitions, and
 * their seats. Methods that must join the caller's transaction take its EntityManager.
 */
@Injectable()
export class TournamentsRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Tournament) private readonly tournaments: Repository<Tournament>,
  ) {}

  insert(manager: EntityManager, fields: DeepPartial<Tournament>): Promise<Tournament> {
    return manager.save(manager.create(Tournament, fields));
  }

  /**
   * Inserts the occurrences not created yet (the schedule and the start it was planned for are
   * unique) and not cancelled; returns the ids inserted now.
   */
  async insertOccurrences(
    manager: EntityManager,
    scheduleId: number,
    occurrences: NewOccurrence[],
  ): Promise<number[]> {
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
            occurrences.map((o) => ({
              game_id: o.gameId,
              title: o.title,
              starts_at: o.startsAt.toISOString(),
              ends_at: o.endsAt.toISOString(),
              max_participants: o.maxParticipants,
              prize_table: o.prizeTable,
              guaranteed_players: o.guaranteedPlayers,
              paid_share_percent: o.paidSharePercent,
              status: o.status,
            })),
          ),
        ],
      ),
    );
    return created.map(({ id }) => id);
  }

  /** The tournament, locked FOR UPDATE until the caller's transaction ends; null if none. */
  findForUpdate(manager: EntityManager, id: number): Promise<Tournament | null> {
    return manager.findOne(Tournament, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  save(manager: EntityManager, tournament: Tournament): Promise<Tournament> {
    return manager.save(tournament);
  }

  findById(id: number): Promise<Tournament | null> {
    return this.tournaments.findOneBy({ id });
  }

  findInGame(id: number, gameId: GameId): Promise<Tournament | null> {
    return this.tournaments.findOneBy({ id, gameId });
  }

  /** The tournament, read in the caller's transaction; null if none. */
  findIn(manager: EntityManager, id: number): Promise<Tournament | null> {
    return manager.findOneBy(Tournament, { id });
  }

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

  async releaseSeat(manager: EntityManager, id: number): Promise<void> {
    await manager.query(
      `UPDATE tournaments SET registered_participants = registered_participants - 1
        WHERE id = $1 AND registered_participants > 0`,
      [id],
    );
  }

  /** The titles of these tournaments, by id (deleted ones are missing). */
  async titlesOf(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.tournaments.find({
      where: { id: In(ids) },
      select: { id: true, title: true },
    });
    return new Map(rows.map((t) => [t.id, t.title]));
  }

  titleIn(manager: EntityManager, id: number): Promise<Pick<Tournament, 'id' | 'title'> | null> {
    return manager.findOne(Tournament, { select: { id: true, title: true }, where: { id } });
  }

  /**
   * Open tournaments (live first, then the soonest upcoming; of a schedule's upcoming ones only
   * its next), then the most recently completed, of one game or every game.
   */
  async listForHome(
    gameId: GameId | undefined,
    now: Date,
    limits: { open: number; completed: number },
  ): Promise<Tournament[]> {
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
        .limit(limits.open)
        .getMany(),
      ofGame()
        .andWhere('t.ends_at <= :now')
        .orderBy('t.ends_at', 'DESC')
        .limit(limits.completed)
        .getMany(),
    ]);
    return [...open, ...completed];
  }

  /** Tournaments not completed yet. */
  listOpen(): Promise<Tournament[]> {
    return this.tournaments
      .createQueryBuilder('t')
      .where('t.status <> :completed', { completed: TournamentStatus.Completed })
      .getMany();
  }

  /** upcoming → live once its start has passed; false when nothing changed. */
  async markLive(id: number, now: Date): Promise<boolean> {
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

  /** → completed once its end has passed; the id when it changed now, else nothing. */
  async markCompleted(manager: EntityManager, id: number, now: Date): Promise<number[]> {
    const done = queryRows<{ id: number }>(
      await manager.query(
        `UPDATE tournaments SET status = 'completed', updated_at = now()
          WHERE id = $1 AND status <> 'completed' AND ends_at <= $2 RETURNING id`,
        [id, now],
      ),
    );
    return done.map((r) => r.id);
  }

  /** Completes every tournament whose end has passed; the ids changed. */
  async completeAllDue(manager: EntityManager, now: Date): Promise<number[]> {
    const completed = queryRows<{ id: number }>(
      await manager.query(
        `UPDATE tournaments SET status = 'completed', updated_at = now()
          WHERE status <> 'completed' AND ends_at <= $1 RETURNING id`,
        [now],
      ),
    );
    return completed.map((r) => r.id);
  }

  /** Makes live every upcoming tournament whose start has passed; the ids changed. */
  async startAllDue(manager: EntityManager, now: Date): Promise<number[]> {
    const live = queryRows<{ id: number }>(
      await manager.query(
        `UPDATE tournaments SET status = 'live', updated_at = now()
          WHERE status = 'upcoming' AND starts_at <= $1 AND ends_at > $1 RETURNING id`,
        [now],
      ),
    );
    return live.map((r) => r.id);
  }

  /** Deletes the tournament; answers the schedule slot it filled (both null if none). */
  async delete(
    manager: EntityManager,
    id: number,
  ): Promise<{ scheduleId: number | null; scheduledFor: Date | null }> {
    const [slot] = queryRows<{ schedule_id: number | null; scheduled_for: Date | null }>(
      await manager.query(
        `DELETE FROM tournaments WHERE id = $1 RETURNING schedule_id, scheduled_for`,
        [id],
      ),
    );
    return { scheduleId: slot.schedule_id, scheduledFor: slot.scheduled_for };
  }

  /** The game and end a settlement is timed by, in the caller's transaction; null if none. */
  async gameAndEndIn(
    manager: EntityManager,
    id: number,
  ): Promise<{ game_id: GameId; ends_at: Date } | null> {
    const [t]: { game_id: GameId; ends_at: Date }[] = await manager.query(
      `SELECT game_id, ends_at FROM tournaments WHERE id = $1`,
      [id],
    );
    return t ?? null;
  }

  /** What registration checks, read in its transaction; null if there is no such tournament. */
  async forRegistration(
    manager: EntityManager,
    id: number,
    now: Date,
  ): Promise<{ game_id: number; open: boolean; requires_play: boolean } | null> {
    const [tournament]: { game_id: number; open: boolean; requires_play: boolean }[] =
      await manager.query(
        `SELECT game_id, ends_at > $2 AS open, requires_play FROM tournaments WHERE id = $1`,
        [id, now],
      );
    return tournament ?? null;
  }

  /**
   * Takes a seat with a conditional update: it waits for the row's lock and checks capacity, the
   * end and the status on the newest version, so seats never exceed the capacity and none is
   * taken once the tournament completed. False when no seat was taken.
   */
  async takeSeat(manager: EntityManager, id: number, now: Date): Promise<boolean> {
    const seat = queryRows<unknown>(
      await manager.query(
        `UPDATE tournaments SET registered_participants = registered_participants + 1
          WHERE id = $1 AND registered_participants < max_participants AND ends_at > $2
            AND status <> 'completed'
          RETURNING id`,
        [id, now],
      ),
    );
    return seat.length > 0;
  }
}

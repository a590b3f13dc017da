import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../../common/postgres/query-rows';
import { GameId } from '../../games';

export interface TournamentSchedule {
  id: number;
  gameId: GameId;
  titlePattern: string;
  startTime: string;
  weekdays: number[];
  durationMinutes: number;
  maxParticipants: number;
  prizeTable: number[];
  /** Its tournaments' prize rules (settlement/prize-pool.ts). */
  guaranteedPlayers: number;
  paidSharePercent: number;
  active: boolean;
}

interface ScheduleRow {
  id: number;
  game_id: GameId;
  title_pattern: string;
  start_time: string;
  weekdays: number[];
  duration_minutes: number;
  max_participants: number;
  prize_table: number[];
  guaranteed_players: number;
  paid_share_percent: number;
  active: boolean;
}

const COLUMNS = `id, game_id, title_pattern, start_time, weekdays, duration_minutes,
                 max_participants, prize_table, guaranteed_players, paid_share_percent, active`;

const toSchedule = (r: ScheduleRow): TournamentSchedule => ({
  id: r.id,
  gameId: r.game_id,
  titlePattern: r.title_pattern,
  startTime: r.start_time,
  weekdays: r.weekdays,
  durationMinutes: r.duration_minutes,
  maxParticipants: r.max_participants,
  prizeTable: r.prize_table,
  guaranteedPlayers: r.guaranteed_players,
  paidSharePercent: r.paid_share_percent,
  active: r.active,
});

/**
 * tournament_schedules and the slots operators cancelled (tournament_schedule_cancellations), and
 * which of a schedule's tournaments are still open.
 */
@Injectable()
export class TournamentSchedulesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(schedule: Omit<TournamentSchedule, 'id'>): Promise<TournamentSchedule> {
    const [row] = queryRows<ScheduleRow>(
      await this.dataSource.query(
        `INSERT INTO tournament_schedules (game_id, title_pattern, start_time, weekdays,
                                           duration_minutes, max_participants, prize_table,
                                           guaranteed_players, paid_share_percent, active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
        [
          schedule.gameId,
          schedule.titlePattern,
          schedule.startTime,
          schedule.weekdays,
          schedule.durationMinutes,
          schedule.maxParticipants,
          schedule.prizeTable,
          schedule.guaranteedPlayers,
          schedule.paidSharePercent,
          schedule.active,
        ],
      ),
    );
    return toSchedule(row);
  }

  /** Changes the fields given, keeping the rest; null when there is no such schedule. */
  async update(
    id: number,
    changes: Partial<Omit<TournamentSchedule, 'id'>>,
  ): Promise<TournamentSchedule | null> {
    const [row] = queryRows<ScheduleRow>(
      await this.dataSource.query(
        `UPDATE tournament_schedules SET
            game_id = COALESCE($2, game_id), title_pattern = COALESCE($3, title_pattern),
            start_time = COALESCE($4, start_time), weekdays = COALESCE($5, weekdays),
            duration_minutes = COALESCE($6, duration_minutes),
            max_participants = COALESCE($7, max_participants),
            prize_table = COALESCE($8, prize_table), active = COALESCE($9, active),
            guaranteed_players = COALESCE($10, guaranteed_players),
            paid_share_percent = COALESCE($11, paid_share_percent),
            updated_at = now()
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [
          id,
          changes.gameId ?? null,
          changes.titlePattern ?? null,
          changes.startTime ?? null,
          changes.weekdays ?? null,
          changes.durationMinutes ?? null,
          changes.maxParticipants ?? null,
          changes.prizeTable ?? null,
          changes.active ?? null,
          changes.guaranteedPlayers ?? null,
          changes.paidSharePercent ?? null,
        ],
      ),
    );
    return row ? toSchedule(row) : null;
  }

  async list(): Promise<TournamentSchedule[]> {
    const rows: ScheduleRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM tournament_schedules ORDER BY id`,
    );
    return rows.map(toSchedule);
  }

  /** Each schedule's tournaments that have not ended, soonest first. */
  async openTournaments(scheduleIds: number[], now: Date): Promise<Map<number, number[]>> {
    const rows: { schedule_id: number; ids: number[] }[] = await this.dataSource.query(
      `SELECT schedule_id, array_agg(id ORDER BY starts_at) AS ids FROM tournaments
        WHERE schedule_id = ANY($1) AND ends_at > $2 GROUP BY schedule_id`,
      [scheduleIds, now],
    );
    return new Map(rows.map((r) => [r.schedule_id, r.ids]));
  }

  /** Remembers a cancelled slot in the caller's transaction, so the sweep does not create it again. */
  async insertCancellation(
    manager: EntityManager,
    slot: { scheduleId: number; scheduledFor: Date | null; title: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO tournament_schedule_cancellations (schedule_id, scheduled_for, title)
       VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [slot.scheduleId, slot.scheduledFor, slot.title],
    );
  }
}

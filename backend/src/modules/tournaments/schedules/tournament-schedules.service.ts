import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows } from '../../../common/query-rows';
import { GameId } from '../../games';
import { tournamentErrors } from '../tournaments.errors';
import { newPoolRules } from '../settlement/prize-pool';
import { TournamentsService } from '../tournaments.service';
import { occurrences } from './schedule-occurrences';

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

/** A new schedule; prize rules left out take the defaults a new tournament takes. */
export type ScheduleInput = Omit<
  TournamentSchedule,
  'id' | 'active' | 'guaranteedPlayers' | 'paidSharePercent'
> &
  Partial<Pick<TournamentSchedule, 'guaranteedPlayers' | 'paidSharePercent' | 'active'>>;

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
 * Recurring tournaments (Nakama's and PlayFab's habit): operators define a schedule, and the
 * worker's sweep keeps its next week of tournaments created, each exactly once. A created
 * tournament is an ordinary one: edited (or ended) one by one through the operator API, and a
 * schedule's changes apply only to tournaments it has not created yet.
 */
@Injectable()
export class TournamentSchedulesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tournaments: TournamentsService,
  ) {}

  async create(input: ScheduleInput, now = new Date()): Promise<TournamentSchedule> {
    const rules = newPoolRules(input);
    const [row] = queryRows<ScheduleRow>(
      await this.dataSource.query(
        `INSERT INTO tournament_schedules (game_id, title_pattern, start_time, weekdays,
                                           duration_minutes, max_participants, prize_table,
                                           guaranteed_players, paid_share_percent, active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
        [
          input.gameId,
          input.titlePattern.trim(),
          input.startTime,
          [...input.weekdays].sort(),
          input.durationMinutes,
          input.maxParticipants,
          input.prizeTable,
          rules.guaranteedPlayers,
          rules.paidSharePercent,
          input.active ?? true,
        ],
      ),
    );
    const schedule = toSchedule(row);
    // Its first tournaments at once, rather than at the next sweep.
    await this.createDue(schedule, now);
    return schedule;
  }

  async edit(
    id: number,
    changes: Partial<ScheduleInput>,
    now = new Date(),
  ): Promise<TournamentSchedule> {
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
          changes.titlePattern?.trim() ?? null,
          changes.startTime ?? null,
          changes.weekdays ? [...changes.weekdays].sort() : null,
          changes.durationMinutes ?? null,
          changes.maxParticipants ?? null,
          changes.prizeTable ?? null,
          changes.active ?? null,
          changes.guaranteedPlayers ?? null,
          changes.paidSharePercent ?? null,
        ],
      ),
    );
    if (!row) throw tournamentErrors.scheduleNotFound();
    const schedule = toSchedule(row);
    await this.createDue(schedule, now);
    return schedule;
  }

  async list(): Promise<TournamentSchedule[]> {
    const rows: ScheduleRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM tournament_schedules ORDER BY id`,
    );
    return rows.map(toSchedule);
  }

  /** Each schedule's tournaments that have not ended, soonest first. */
  async openTournaments(scheduleIds: number[], now = new Date()): Promise<Map<number, number[]>> {
    const rows: { schedule_id: number; ids: number[] }[] = await this.dataSource.query(
      `SELECT schedule_id, array_agg(id ORDER BY starts_at) AS ids FROM tournaments
        WHERE schedule_id = ANY($1) AND ends_at > $2 GROUP BY schedule_id`,
      [scheduleIds, now],
    );
    return new Map(rows.map((r) => [r.schedule_id, r.ids]));
  }

  /** The sweep's part: every active schedule's tournaments within the horizon, created once. */
  async createAllDue(now = new Date()): Promise<number[]> {
    const created: number[] = [];
    for (const schedule of await this.list()) {
      created.push(...(await this.createDue(schedule, now)));
    }
    return created;
  }

  private createDue(schedule: TournamentSchedule, now: Date): Promise<number[]> {
    if (!schedule.active) return Promise.resolve([]);
    return this.tournaments.createOccurrences(
      schedule.id,
      occurrences(schedule, now).map((o) => ({
        gameId: schedule.gameId,
        title: o.title,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        maxParticipants: schedule.maxParticipants,
        prizeTable: schedule.prizeTable,
        guaranteedPlayers: schedule.guaranteedPlayers,
        paidSharePercent: schedule.paidSharePercent,
      })),
      now,
    );
  }
}

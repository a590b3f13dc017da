import { Injectable } from '@nestjs/common';
import { tournamentErrors } from '../tournaments.errors';
import { newPoolRules } from '../settlement/prize-pool';
import { TournamentsService } from '../tournaments.service';
import { occurrences } from './schedule-occurrences';
import {
  TournamentSchedule,
  TournamentSchedulesRepository,
} from './tournament-schedules.repository';

/** A new schedule; prize rules left out take the defaults a new tournament takes. */
export type ScheduleInput = Omit<
  TournamentSchedule,
  'id' | 'active' | 'guaranteedPlayers' | 'paidSharePercent'
> &
  Partial<Pick<TournamentSchedule, 'guaranteedPlayers' | 'paidSharePercent' | 'active'>>;

/**
 * Recurring tournaments (Nakama's and PlayFab's habit): operators define a schedule, and the
 * worker's sweep keeps its next week of tournaments created, each exactly once. A created
 * tournament is an ordinary one: edited (or ended) one by one through the operator API, and a
 * schedule's changes apply only to tournaments it has not created yet.
 */
@Injectable()
export class TournamentSchedulesService {
  constructor(
    private readonly schedules: TournamentSchedulesRepository,
    private readonly tournaments: TournamentsService,
  ) {}

  async create(input: ScheduleInput, now = new Date()): Promise<TournamentSchedule> {
    const rules = newPoolRules(input);
    const schedule = await this.schedules.insert({
      gameId: input.gameId,
      titlePattern: input.titlePattern.trim(),
      startTime: input.startTime,
      weekdays: [...input.weekdays].sort(),
      durationMinutes: input.durationMinutes,
      maxParticipants: input.maxParticipants,
      prizeTable: input.prizeTable,
      guaranteedPlayers: rules.guaranteedPlayers,
      paidSharePercent: rules.paidSharePercent,
      active: input.active ?? true,
    });
    // Its first tournaments at once, rather than at the next sweep.
    await this.createDue(schedule, now);
    return schedule;
  }

  async edit(
    id: number,
    changes: Partial<ScheduleInput>,
    now = new Date(),
  ): Promise<TournamentSchedule> {
    const schedule = await this.schedules.update(id, {
      ...changes,
      titlePattern: changes.titlePattern?.trim(),
      weekdays: changes.weekdays ? [...changes.weekdays].sort() : undefined,
    });
    if (!schedule) throw tournamentErrors.scheduleNotFound();
    await this.createDue(schedule, now);
    return schedule;
  }

  list(): Promise<TournamentSchedule[]> {
    return this.schedules.list();
  }

  /** Each schedule's tournaments that have not ended, soonest first. */
  openTournaments(scheduleIds: number[], now = new Date()): Promise<Map<number, number[]>> {
    return this.schedules.openTournaments(scheduleIds, now);
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

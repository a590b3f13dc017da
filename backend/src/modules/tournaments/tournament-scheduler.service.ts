import { Injectable } from '@nestjs/common';
import { QueueRegistry } from '../../events/queue-registry';
import { DEFAULT_JOB_OPTIONS, JobData, JobName, QUEUES, idempotencyKey } from '../../events/queues';
import { Tournament, TournamentStatus } from './entities/tournament.entity';
import { TournamentSchedulesService } from './schedules/tournament-schedules.service';
import { TournamentsService } from './tournaments.service';

const SWEEP_EVERY_MS = 60_000;
/** Registered players are told this long before the start (issue 24: "starts within 15 minutes"). */
export const STARTING_SOON_MS = 15 * 60_000;

/**
 * Turns a tournament's window into delayed jobs at its start and end. Job ids are fixed per
 * tournament, so scheduling twice (a replayed event, the sweep) adds nothing.
 */
@Injectable()
export class TournamentScheduler {
  constructor(
    private readonly queues: QueueRegistry,
    private readonly tournaments: TournamentsService,
    private readonly schedules: TournamentSchedulesService,
  ) {}

  async schedule(tournament: Tournament, now = new Date()): Promise<void> {
    if (tournament.status === TournamentStatus.Upcoming) {
      await this.addAt('tournament.start', tournament.id, tournament.startsAt, now);
      await this.addStartingSoon(tournament, now);
    }
    if (tournament.status !== TournamentStatus.Completed) {
      await this.addAt('tournament.end', tournament.id, tournament.endsAt, now);
    }
  }

  /** After an edit of the window: drop the waiting start/end jobs and schedule the new times. */
  async reschedule(tournament: Tournament, now = new Date()): Promise<void> {
    const queue = this.queues.get(QUEUES.scheduling);
    for (const name of ['tournament.start', 'tournament.end'] as const) {
      const job = await queue.getJob(idempotencyKey(name, tournament.id));
      if (job && (await job.isDelayed())) await job.remove();
    }
    await this.schedule(tournament, now);
  }

  /**
   * Creates the schedules' tournaments now due within their horizon, flips what fell due while the
   * worker was down, and (re-)schedules every open tournament's start and end.
   */
  async sweep(now = new Date()): Promise<{ live: number[]; completed: number[] }> {
    await this.schedules.createAllDue(now);
    const changed = await this.tournaments.applyDueTransitions(now);
    for (const tournament of await this.tournaments.listOpen()) {
      await this.schedule(tournament, now);
    }
    return changed;
  }

  /** A repeatable sweep, so a lost delayed job is repaired within a minute. */
  async ensureRepeatingSweep(): Promise<void> {
    const data: JobData<'tournament.sweep'> = { idempotencyKey: 'tournament.sweep', payload: {} };
    await this.queues
      .get(QUEUES.scheduling)
      .upsertJobScheduler(
        'tournament.sweep',
        { every: SWEEP_EVERY_MS },
        { name: 'tournament.sweep', data, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
  }

  /**
   * The registered players' "starts soon" notice, delayed to 15 minutes before the start. Its job
   * id names the start: a moved tournament gets a job for its new time, and the old one, left in
   * place (its id is not known after the move), tells nothing the new one does not.
   * Players who register after it ran (in the last 15 minutes) get no notice: they have just
   * chosen the tournament on its page, which shows when it starts.
   */
  private async addStartingSoon(tournament: Tournament, now: Date): Promise<void> {
    const startsAt = tournament.startsAt.getTime();
    if (startsAt <= now.getTime()) return;
    const key = idempotencyKey('tournament.starting_soon', tournament.id, startsAt);
    const data: JobData<'tournament.starting_soon'> = {
      idempotencyKey: key,
      payload: { tournamentId: tournament.id },
    };
    await this.queues.get(QUEUES.scheduling).add('tournament.starting_soon', data, {
      ...DEFAULT_JOB_OPTIONS,
      jobId: key,
      delay: Math.max(0, startsAt - STARTING_SOON_MS - now.getTime()),
    });
  }

  private async addAt(
    name: Extract<JobName, 'tournament.start' | 'tournament.end'>,
    tournamentId: number,
    at: Date,
    now: Date,
  ): Promise<void> {
    const key = idempotencyKey(name, tournamentId);
    const data: JobData<typeof name> = { idempotencyKey: key, payload: { tournamentId } };
    await this.queues.get(QUEUES.scheduling).add(name, data, {
      ...DEFAULT_JOB_OPTIONS,
      jobId: key,
      delay: Math.max(0, at.getTime() - now.getTime()),
    });
  }
}

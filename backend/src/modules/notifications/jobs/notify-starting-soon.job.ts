import { Injectable } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { STARTING_SOON_MS, TournamentsService, TournamentStatus } from '../../tournaments';
import { startingSoonNotice } from '../notices';
import { NotificationsService } from '../notifications.service';

const BATCH = 1000;
/** The lowest uuid: registered players are read in user id order after it. */
const FIRST_USER = '00000000-0000-0000-0000-000000000000';
/** A job that fires this much early (clock skew) still counts as on time. */
const EARLY_SLACK_MS = 60_000;

/**
 * 15 minutes before a tournament starts: tells each registered player, once (the notice's key
 * names the tournament, the player and the start). A job left from before the tournament was
 * moved does nothing while the new start is more than 15 minutes away, and adds nothing new
 * after (the keys name the current start); one for a tournament that started or is gone does
 * nothing. Scheduled by tournaments; it lives here because it adds notices (and notifications
 * already reads tournaments, so tournaments cannot read notifications back).
 */
@Injectable()
@OnJob('tournament.starting_soon')
export class NotifyStartingSoonJob implements JobHandler<'tournament.starting_soon'> {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly notifications: NotificationsService,
  ) {}

  async handle({ payload }: JobData<'tournament.starting_soon'>): Promise<void> {
    const t = await this.tournaments.findById(payload.tournamentId);
    const now = Date.now();
    if (!t || t.status !== TournamentStatus.Upcoming || t.startsAt.getTime() <= now) return;
    if (t.startsAt.getTime() - now > STARTING_SOON_MS + EARLY_SLACK_MS) return;
    for (let after = FIRST_USER; ;) {
      const batch = await this.tournaments.registeredAfter(t.id, after, BATCH);
      if (!batch.length) return;
      await this.notifications.add(
        ...batch.map((userId) =>
          startingSoonNotice({
            userId,
            tournamentId: t.id,
            gameId: t.gameId,
            title: t.title,
            startsAt: t.startsAt,
          }),
        ),
      );
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1];
    }
  }
}

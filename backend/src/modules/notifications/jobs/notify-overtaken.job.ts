import { Injectable } from '@nestjs/common';
import { JobHandler, OnEvent } from '../../../events/on-job';
import { JobData, QUEUES } from '../../../events/queues';
import { TournamentsService } from '../../tournaments';
import { UsersService } from '../../users';
import { OVERTAKEN_QUIET_MS, overtakenKeyPrefix, overtakenNotice } from '../notices';
import { NotificationsService } from '../notifications.service';

/** Tells the players a rival passed in a live tournament (at most one notice per quiet spell). */
@Injectable()
@OnEvent('standing.overtook', { subscriber: 'notify-overtaken', queue: QUEUES.rewards })
export class NotifyOvertakenJob implements JobHandler<'standing.overtook'> {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly tournaments: TournamentsService,
    private readonly users: UsersService,
  ) {}

  async handle({ payload }: JobData<'standing.overtook'>): Promise<void> {
    const tournament = await this.tournaments.findById(payload.tournamentId);
    // Told late (the worker was away) about a tournament that is over: no use any more.
    if (!tournament || tournament.endsAt.getTime() <= Date.now()) return;
    const names = await this.users.namesOf([payload.userId]);
    const byName = names.get(payload.userId) || 'Another player';
    await this.notifications.addUnlessRecent(
      payload.passedIds.map((userId) =>
        overtakenNotice({
          userId,
          tournamentId: tournament.id,
          gameId: tournament.gameId,
          title: tournament.title,
          byName,
          at: payload.at,
        }),
      ),
      (notice) => overtakenKeyPrefix(tournament.id, notice.userId),
      OVERTAKEN_QUIET_MS,
    );
  }
}

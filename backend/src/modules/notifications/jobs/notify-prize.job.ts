import { Injectable } from '@nestjs/common';
import { JobHandler, OnEvent } from '../../../events/on-job';
import { JobData, QUEUES } from '../../../events/queues';
import { TournamentsService } from '../../tournaments';
import { prizePaidNotice } from '../notices';
import { NotificationsService } from '../notifications.service';

// The notification centre's subscribers each add one notice whose key names the cause, in a
// transaction of its own (ON CONFLICT (key) DO NOTHING): a duplicated event, a retry or a worker
// killed half-way adds it once, so no inbox row is needed. The player's bell is told after the
// commit (NotificationsService.add).

/** "You won 500 coins". */
@Injectable()
@OnEvent('prize.paid', { subscriber: 'notify-prize', queue: QUEUES.rewards })
export class NotifyPrizeJob implements JobHandler<'prize.paid'> {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly tournaments: TournamentsService,
  ) {}

  async handle({ payload }: JobData<'prize.paid'>): Promise<void> {
    const tournament = await this.tournaments.findById(payload.tournamentId);
    // A deleted tournament has nothing left to show.
    if (!tournament) return;
    await this.notifications.add(
      prizePaidNotice({
        userId: payload.userId,
        tournamentId: payload.tournamentId,
        tournamentTitle: tournament.title,
        rank: payload.rank,
        amount: payload.amount,
      }),
    );
  }
}

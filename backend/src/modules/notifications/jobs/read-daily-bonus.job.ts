import { Injectable } from '@nestjs/common';
import { JobHandler, OnEvent } from '../../../events/on-job';
import { JobData, QUEUES } from '../../../events/queues';
import { NotificationsService } from '../notifications.service';

/** A claimed daily bonus marks its "bonus waiting" notice read. */
@Injectable()
@OnEvent('daily_bonus.claimed', { subscriber: 'read-daily-bonus', queue: QUEUES.rewards })
export class ReadDailyBonusJob implements JobHandler<'daily_bonus.claimed'> {
  constructor(private readonly notifications: NotificationsService) {}

  async handle({ payload }: JobData<'daily_bonus.claimed'>): Promise<void> {
    await this.notifications.markDailyBonusRead(payload.userId, payload.day);
  }
}

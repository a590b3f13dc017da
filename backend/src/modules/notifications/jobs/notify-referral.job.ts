import { Injectable } from '@nestjs/common';
import { JobHandler, OnEvent } from '../../../events/on-job';
import { JobData, QUEUES } from '../../../events/queues';
import { UsersService } from '../../users';
import { referralPaidNotice } from '../notices';
import { NotificationsService } from '../notifications.service';

/** Tells the referrer a friend's stage paid them a bonus. */
@Injectable()
@OnEvent('referral.bonus_paid', { subscriber: 'notify-referral', queue: QUEUES.rewards })
export class NotifyReferralJob implements JobHandler<'referral.bonus_paid'> {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
  ) {}

  async handle({ payload }: JobData<'referral.bonus_paid'>): Promise<void> {
    const names = await this.users.namesOf([payload.refereeId]);
    await this.notifications.add(
      referralPaidNotice({ ...payload, refereeName: names.get(payload.refereeId) ?? 'A friend' }),
    );
  }
}

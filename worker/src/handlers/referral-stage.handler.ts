import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { SubscriberJobName, subscriberJobName } from '../../../backend/src/events/subscriptions';
import {
  ReferralBonusesService,
  REFERRALS_SUBSCRIPTIONS,
} from '../../../backend/src/modules/referrals';
import { SubscriberHandler } from './job-handler';

type StageEvent = 'referral.signed_up' | 'player.first_play' | 'player.first_win';

/**
 * The referral stages: a referee's Signup, first play and first win each bring the referral up
 * to the facts and pay what is owed, once (the inbox row commits with the payments). Events may
 * arrive in any order or twice: the stage is recomputed from the facts every time.
 */
@Injectable() // its constructor's parameter types, which the three handlers inherit
abstract class ReferralStageHandler<E extends StageEvent> implements SubscriberHandler<E> {
  abstract readonly name: SubscriberJobName<E>;

  constructor(
    private readonly inbox: InboxService,
    private readonly bonuses: ReferralBonusesService,
  ) {}

  protected abstract refereeOf(payload: JobData<E>['payload']): string;

  async handle({ idempotencyKey, payload }: JobData<E>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, this.name, (manager) =>
      this.bonuses.advance(manager, this.refereeOf(payload)),
    );
  }
}

@Injectable()
export class ReferralSignedUpHandler extends ReferralStageHandler<'referral.signed_up'> {
  readonly name = subscriberJobName(REFERRALS_SUBSCRIPTIONS.signedUp);
  protected refereeOf(payload: { refereeId: string }): string {
    return payload.refereeId;
  }
}

@Injectable()
export class FirstPlayHandler extends ReferralStageHandler<'player.first_play'> {
  readonly name = subscriberJobName(REFERRALS_SUBSCRIPTIONS.firstPlay);
  protected refereeOf(payload: { userId: string }): string {
    return payload.userId;
  }
}

@Injectable()
export class FirstWinHandler extends ReferralStageHandler<'player.first_win'> {
  readonly name = subscriberJobName(REFERRALS_SUBSCRIPTIONS.firstWin);
  protected refereeOf(payload: { userId: string }): string {
    return payload.userId;
  }
}

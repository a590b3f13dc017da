import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../events/inbox.service';
import { JobHandler, jobNameOf, OnEvent } from '../../../events/on-job';
import { JobData, QUEUES } from '../../../events/queues';
import { ReferralBonusesService } from '../referral-bonuses.service';

type StageEvent = 'referral.signed_up' | 'player.first_play' | 'player.first_win';

/**
 * The referral stages: a referee's Signup, first play and first win each bring the referral up
 * to the facts and pay what is owed, once (the inbox row commits with the payments). Events may
 * arrive in any order or twice: the stage is recomputed from the facts every time. One reaction
 * to three events, so its three job classes share this file (and the subscriber name).
 */
@Injectable() // its constructor's parameter types, which the three jobs inherit
abstract class ReferralStageJob<E extends StageEvent> implements JobHandler<E> {
  constructor(
    private readonly inbox: InboxService,
    private readonly bonuses: ReferralBonusesService,
  ) {}

  protected abstract refereeOf(payload: JobData<E>['payload']): string;

  async handle({ idempotencyKey, payload }: JobData<E>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, jobNameOf(this), (manager) =>
      this.bonuses.advance(manager, this.refereeOf(payload)),
    );
  }
}

@Injectable()
@OnEvent('referral.signed_up', { subscriber: 'referral-stage', queue: QUEUES.rewards })
export class ReferralSignedUpJob extends ReferralStageJob<'referral.signed_up'> {
  protected refereeOf(payload: { refereeId: string }): string {
    return payload.refereeId;
  }
}

@Injectable()
@OnEvent('player.first_play', { subscriber: 'referral-stage', queue: QUEUES.rewards })
export class FirstPlayJob extends ReferralStageJob<'player.first_play'> {
  protected refereeOf(payload: { userId: string }): string {
    return payload.userId;
  }
}

@Injectable()
@OnEvent('player.first_win', { subscriber: 'referral-stage', queue: QUEUES.rewards })
export class FirstWinJob extends ReferralStageJob<'player.first_win'> {
  protected refereeOf(payload: { userId: string }): string {
    return payload.userId;
  }
}

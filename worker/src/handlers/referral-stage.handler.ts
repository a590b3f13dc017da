import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { ReferralBonusesService } from '../../../backend/src/modules/referrals/referral-bonuses.service';
import { JobHandler } from './job-handler';

/**
 * The referral stages: a referee's Signup, first play and first win each bring the referral up
 * to the facts and pay what is owed, once (the inbox row commits with the payments). Events may
 * arrive in any order or twice: the stage is recomputed from the facts every time.
 */
@Injectable() // its constructor's parameter types, which the three handlers inherit
abstract class ReferralStageHandler<
  N extends 'referral.signed_up' | 'player.first_play' | 'player.first_win',
> implements JobHandler<N> {
  abstract readonly name: N;

  constructor(
    private readonly inbox: InboxService,
    private readonly bonuses: ReferralBonusesService,
  ) {}

  protected abstract refereeOf(payload: JobData<N>['payload']): string;

  async handle({ idempotencyKey, payload }: JobData<N>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, this.name, (manager) =>
      this.bonuses.advance(manager, this.refereeOf(payload)),
    );
  }
}

@Injectable()
export class ReferralSignedUpHandler extends ReferralStageHandler<'referral.signed_up'> {
  readonly name = 'referral.signed_up' as const;
  protected refereeOf(payload: { refereeId: string }): string {
    return payload.refereeId;
  }
}

@Injectable()
export class FirstPlayHandler extends ReferralStageHandler<'player.first_play'> {
  readonly name = 'player.first_play' as const;
  protected refereeOf(payload: { userId: string }): string {
    return payload.userId;
  }
}

@Injectable()
export class FirstWinHandler extends ReferralStageHandler<'player.first_win'> {
  readonly name = 'player.first_win' as const;
  protected refereeOf(payload: { userId: string }): string {
    return payload.userId;
  }
}

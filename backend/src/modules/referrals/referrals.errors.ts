import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them.
export enum ReferralErrorCode {
  MilestoneUnavailable = 'MILESTONE_UNAVAILABLE',
  MonthNotShown = 'MONTH_NOT_SHOWN',
  MysteryTableInvalid = 'MYSTERY_TABLE_INVALID',
}

export class ReferralError extends DomainError<ReferralErrorCode> {}

/** The spec's words where it has them (SPEC §5, §8): the client shows them as they are. */
export const referralErrors = {
  milestoneUnavailable: () =>
    new ReferralError(
      'conflict',
      ReferralErrorCode.MilestoneUnavailable,
      'Milestone not reached or already claimed',
    ),
  monthNotShown: (months: string[]) =>
    new ReferralError(
      'invalid',
      ReferralErrorCode.MonthNotShown,
      `month must be one of ${months.join(', ')}`,
    ),
  mysteryTableInvalid: (why: string) =>
    new ReferralError('invalid', ReferralErrorCode.MysteryTableInvalid, why),
};

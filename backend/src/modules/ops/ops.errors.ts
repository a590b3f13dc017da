import { DomainError } from '../../common/domain-error';

// Sent to operators' tools as `code`: renaming a value breaks them. A tournament the operators
// name is refused with the tournaments module's errors.
export enum OpsErrorCode {
  PointsRequired = 'POINTS_REQUIRED',
}

export class OpsError extends DomainError<OpsErrorCode> {}

export const opsErrors = {
  /** Chess results have no rule to derive points from. */
  chessPointsRequired: () =>
    new OpsError('invalid', OpsErrorCode.PointsRequired, 'points are required for chess results'),
  trophiesOrPointsRequired: () =>
    new OpsError(
      'invalid',
      OpsErrorCode.PointsRequired,
      'points, or start_trophy and end_trophy, are required',
    ),
};

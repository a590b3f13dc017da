import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them.
export enum UserErrorCode {
  NotFound = 'USER_NOT_FOUND',
}

export class UserError extends DomainError<UserErrorCode> {}

export const userErrors = {
  notFound: () => new UserError('not_found', UserErrorCode.NotFound, 'Account not found.'),
};

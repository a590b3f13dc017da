import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them.
export enum NotificationErrorCode {
  UnsubscribeTokenInvalid = 'UNSUBSCRIBE_TOKEN_INVALID',
}

export class NotificationError extends DomainError<NotificationErrorCode> {}

export const notificationErrors = {
  unsubscribeTokenInvalid: () =>
    new NotificationError(
      'invalid',
      NotificationErrorCode.UnsubscribeTokenInvalid,
      'This unsubscribe link is not valid. Change which emails you receive in My Account.',
    ),
};

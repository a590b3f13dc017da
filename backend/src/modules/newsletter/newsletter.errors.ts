import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them.
export enum NewsletterErrorCode {
  NotSubscribed = 'NOT_SUBSCRIBED',
  LinkInvalid = 'LINK_INVALID',
}

export class NewsletterError extends DomainError<NewsletterErrorCode> {}

export const newsletterErrors = {
  notSubscribed: () =>
    new NewsletterError(
      'not_found',
      NewsletterErrorCode.NotSubscribed,
      'This address is not subscribed.',
    ),
  /** A confirm or unsubscribe link whose signature does not match its address. */
  linkInvalid: () =>
    new NewsletterError(
      'forbidden',
      NewsletterErrorCode.LinkInvalid,
      'This newsletter link is not valid.',
    ),
};

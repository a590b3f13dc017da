import { QUEUES } from '../../../backend/src/events/queues';
import { ResetPasswordMailHandler, VerifyEmailMailHandler } from '../handlers/account-mail.handler';
import { NewsletterConfirmMailHandler } from '../handlers/newsletter-mail.handler';
import { OrderConfirmationMailHandler } from '../handlers/order-confirmation-mail.handler';
import { createProcessor } from './create-processor';

export class NotificationsProcessor extends createProcessor(
  QUEUES.notifications,
  [
    VerifyEmailMailHandler,
    ResetPasswordMailHandler,
    NewsletterConfirmMailHandler,
    OrderConfirmationMailHandler,
  ],
  { concurrency: 4 },
) {}

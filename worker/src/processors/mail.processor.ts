import { QUEUES } from '../../../backend/src/events/queues';
import {
  ResetPasswordMailHandler,
  SignupAttemptMailHandler,
  VerifyEmailMailHandler,
} from '../handlers/account-mail.handler';
import { MilestoneMailHandler } from '../handlers/milestone-mail.handler';
import { NewsletterConfirmMailHandler } from '../handlers/newsletter-mail.handler';
import { OrderConfirmationMailHandler } from '../handlers/order-confirmation-mail.handler';
import { PrizeMailHandler } from '../handlers/prize-mail.handler';
import { createProcessor } from './create-processor';

export class MailProcessor extends createProcessor(
  QUEUES.mail,
  [
    VerifyEmailMailHandler,
    ResetPasswordMailHandler,
    SignupAttemptMailHandler,
    NewsletterConfirmMailHandler,
    OrderConfirmationMailHandler,
    PrizeMailHandler,
    MilestoneMailHandler,
  ],
  { concurrency: 4 },
) {}

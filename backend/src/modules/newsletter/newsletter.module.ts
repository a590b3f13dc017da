import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { MailModule } from '../mail';
import { NewsletterConfirmMailJob } from './jobs/newsletter-confirm-mail.job';
import { NewsletterSubscriptionsRepository } from './newsletter-subscriptions.repository';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [EventsModule, MailModule],
  // NewsletterConfirmMailJob: run by the worker, which finds it by its @OnJob.
  providers: [NewsletterSubscriptionsRepository, NewsletterService, NewsletterConfirmMailJob],
  exports: [NewsletterService],
})
export class NewsletterModule {}

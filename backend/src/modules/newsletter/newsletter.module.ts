import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { NewsletterSubscriptionsRepository } from './newsletter-subscriptions.repository';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [EventsModule],
  providers: [NewsletterSubscriptionsRepository, NewsletterService],
  exports: [NewsletterService],
})
export class NewsletterModule {}

import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { NewsletterService } from './newsletter.service';

@Module({ imports: [EventsModule], providers: [NewsletterService], exports: [NewsletterService] })
export class NewsletterModule {}

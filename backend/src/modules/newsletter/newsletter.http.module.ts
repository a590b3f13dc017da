import { Module } from '@nestjs/common';
import { NewsletterController } from './newsletter.controller';
import { NewsletterModule } from './newsletter.module';

@Module({ imports: [NewsletterModule], controllers: [NewsletterController] })
export class NewsletterHttpModule {}

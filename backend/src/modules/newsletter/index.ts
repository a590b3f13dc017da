// The newsletter module's front door: all that code outside newsletter/ may import from it.
export { NewsletterSubscription } from './entities/newsletter-subscription.entity';
export { NewsletterModule } from './newsletter.module';

// The newsletter module's front door: all that code outside newsletter/ may import from it.
export { NewsletterSubscription } from './entities/newsletter-subscription.entity';
export { newsletterQuery } from './newsletter-links';
export { newsletterConfirmMail } from './newsletter.mails';

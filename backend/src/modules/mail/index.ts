// The mail module's front door: all that code outside mail/ may import from it.
export { escapeHtml, type MailContent, mailLayout, unsubscribeText } from './mail-layout';
export { MailLinks } from './mail-links';
export { MailModule } from './mail.module';
export { MailService } from './mail.service';

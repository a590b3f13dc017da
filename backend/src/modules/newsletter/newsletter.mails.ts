import { escapeHtml, MailContent, mailLayout } from '../mail';

/** The mail.newsletter_confirm job's mail: double opt-in, with the unsubscribe link. */
export function newsletterConfirmMail(confirmLink: string, unsubscribeLink: string): MailContent {
  const lines = [
    'Thanks for subscribing to the GameHub newsletter: new tournaments, prize pools and voucher drops.',
    'Confirm your subscription with the button below.',
  ];
  const footer = `Don't want these mails? <a href="${escapeHtml(unsubscribeLink)}" style="color:#c4b5fd">Unsubscribe</a>.`;
  return {
    subject: 'Confirm your GameHub newsletter subscription',
    text: `${lines.join('\n\n')}\n\nConfirm: ${confirmLink}\n\nUnsubscribe: ${unsubscribeLink}`,
    html: mailLayout(
      'Confirm your subscription',
      lines,
      { label: 'Confirm subscription', url: confirmLink },
      footer,
    ),
  };
}

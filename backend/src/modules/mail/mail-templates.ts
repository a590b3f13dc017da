/** What a mail says, as text and HTML. Links are built by the caller. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join('');
  return `<!doctype html><html><body style="margin:0;background:#0b0b12;font-family:Arial,sans-serif;color:#e8e8f0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#161622;border-radius:12px;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:22px;color:#fff">GameHub</h1>
<h2 style="margin:0 0 16px;font-size:18px;color:#fff">${escape(title)}</h2>${body}
<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#7c3aed;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escape(action.label)}</a></p>
<p style="margin:0;font-size:12px;color:#a0a0b8">${footer}</p></td></tr></table></td></tr></table></body></html>`;
}

export function verifyEmailMail(name: string, link: string): MailContent {
  const lines = [
    `Hi ${name},`,
    'Welcome to GameHub! Confirm your email address to start joining tournaments and earning coins.',
    'This link works once and expires in 24 hours.',
  ];
  return {
    subject: 'Verify your GameHub email',
    text: `${lines.join('\n\n')}\n\nVerify your email: ${link}\n\nIf you did not sign up, ignore this mail.`,
    html: layout(
      'Verify your email',
      lines,
      { label: 'Verify email', url: link },
      'If you did not sign up, ignore this mail.',
    ),
  };
}

export function resetPasswordMail(name: string, link: string): MailContent {
  const lines = [
    `Hi ${name},`,
    'Someone asked to reset the password of your GameHub account. Choose a new one with the link below.',
    'This link works once and expires in 1 hour. Resetting signs you out everywhere.',
  ];
  return {
    subject: 'Reset your GameHub password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
    html: layout(
      'Reset your password',
      lines,
      { label: 'Reset password', url: link },
      'If it was not you, ignore this mail: your password stays as it is.',
    ),
  };
}

export function newsletterConfirmMail(confirmLink: string, unsubscribeLink: string): MailContent {
  const lines = [
    'Thanks for subscribing to the GameHub newsletter: new tournaments, prize pools and voucher drops.',
    'Confirm your subscription with the button below.',
  ];
  const footer = `Don't want these mails? <a href="${escape(unsubscribeLink)}" style="color:#c4b5fd">Unsubscribe</a>.`;
  return {
    subject: 'Confirm your GameHub newsletter subscription',
    text: `${lines.join('\n\n')}\n\nConfirm: ${confirmLink}\n\nUnsubscribe: ${unsubscribeLink}`,
    html: layout(
      'Confirm your subscription',
      lines,
      { label: 'Confirm subscription', url: confirmLink },
      footer,
    ),
  };
}

export interface PrizePaid {
  tournamentTitle: string;
  rank: number;
  amount: number;
}

const coins = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'coin' : 'coins'}`;

/** After a payout: the coins are in the wallet already, the mail only tells the winner. */
export function prizePaidMail(name: string, prize: PrizePaid, winningsLink: string): MailContent {
  const lines = [
    `Hi ${name},`,
    `Congratulations! You finished at rank ${prize.rank} in ${prize.tournamentTitle} and won ${coins(prize.amount)}.`,
    'The coins are already in your wallet. You can see this prize under My Winnings on your profile.',
  ];
  return {
    subject: `You won ${coins(prize.amount)} in ${prize.tournamentTitle}`,
    text: `${lines.join('\n\n')}\n\nMy Winnings: ${winningsLink}\n\nSee you in the next tournament!`,
    html: layout(
      'Your prize is in your wallet',
      lines,
      { label: 'See My Winnings', url: winningsLink },
      'See you in the next tournament!',
    ),
  };
}

import { MailContent, mailLayout } from '../mail';

/** The mail.verify_email job's mail, after sign-up or a resend. */
export function verifyEmailMail(name: string, link: string): MailContent {
  const lines = [
    `Hi ${name},`,
    'Welcome to GameHub! Confirm your email address to start joining tournaments and earning coins.',
    'This link works once and expires in 24 hours.',
  ];
  return {
    subject: 'Verify your GameHub email',
    text: `${lines.join('\n\n')}\n\nVerify your email: ${link}\n\nIf you did not sign up, ignore this mail.`,
    html: mailLayout(
      'Verify your email',
      lines,
      { label: 'Verify email', url: link },
      'If you did not sign up, ignore this mail.',
    ),
  };
}

/** The mail.reset_password job's mail, after a forgotten password. */
export function resetPasswordMail(name: string, link: string): MailContent {
  const lines = [
    `Hi ${name},`,
    'Someone asked to reset the password of your GameHub account. Choose a new one with the link below.',
    'This link works once and expires in 1 hour. Resetting signs you out everywhere.',
  ];
  return {
    subject: 'Reset your GameHub password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
    html: mailLayout(
      'Reset your password',
      lines,
      { label: 'Reset password', url: link },
      'If it was not you, ignore this mail: your password stays as it is.',
    ),
  };
}

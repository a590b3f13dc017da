import { MailContent, mailLayout } from '../mail';

/** An account mail: a few paragraphs, one link (worded for text and as a button), a last line. */
function accountMail(mail: {
  subject: string;
  title: string;
  lines: string[];
  link: { text: string; button: string; url: string };
  footer: string;
}): MailContent {
  const { lines, link, footer } = mail;
  return {
    subject: mail.subject,
    text: `${lines.join('\n\n')}\n\n${link.text}: ${link.url}\n\n${footer}`,
    html: mailLayout(mail.title, lines, { label: link.button, url: link.url }, footer),
  };
}

/** The mail.verify_email job's mail, after sign-up or a resend. */
export function verifyEmailMail(name: string, link: string): MailContent {
  return accountMail({
    subject: 'Verify your GameHub email',
    title: 'Verify your email',
    lines: [
      `Hi ${name},`,
      'Welcome to GameHub! Confirm your email address to start joining tournaments and earning coins.',
      'This link works once and expires in 24 hours.',
    ],
    link: { text: 'Verify your email', button: 'Verify email', url: link },
    footer: 'If you did not sign up, ignore this mail.',
  });
}

/** The mail.reset_password job's mail, after a forgotten password. */
export function resetPasswordMail(name: string, link: string): MailContent {
  return accountMail({
    subject: 'Reset your GameHub password',
    title: 'Reset your password',
    lines: [
      `Hi ${name},`,
      'Someone asked to reset the password of your GameHub account. Choose a new one with the link below.',
      'This link works once and expires in 1 hour. Resetting signs you out everywhere.',
    ],
    link: { text: 'Reset your password', button: 'Reset password', url: link },
    footer: 'If it was not you, ignore this mail: your password stays as it is.',
  });
}

/**
 * The mail.signup_attempt job's mail: someone signed up with the address of an account. The
 * sign-up was answered as any other, so only the owner learns the address has an account.
 */
export function signupAttemptMail(name: string, loginLink: string): MailContent {
  return accountMail({
    subject: 'Someone tried to sign up with your GameHub address',
    title: 'Someone tried to sign up with your address',
    lines: [
      `Hi ${name},`,
      'Someone just tried to create a GameHub account with this email address. You already have one, so nothing was created and nothing changed.',
      'If it was you, log in instead. Forgot your password? Choose a new one with “Forgot password?” on the login page.',
    ],
    link: { text: 'Log in', button: 'Log in', url: loginLink },
    footer: 'If it was not you, ignore this mail: your account is unchanged.',
  });
}

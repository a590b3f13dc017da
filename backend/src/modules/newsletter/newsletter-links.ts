import { createHmac, timingSafeEqual } from 'node:crypto';

export type NewsletterAction = 'subscribe' | 'unsubscribe';

/**
 * Newsletter links carry an HMAC of (action, email), so nobody can confirm or cancel a
 * subscription for an address whose mail they cannot read.
 */
export function signNewsletter(secret: string, action: NewsletterAction, email: string): string {
  return createHmac('sha256', `newsletter:${secret}`)
    .update(`${action}:${email}`)
    .digest('base64url');
}

export function verifyNewsletterSignature(
  secret: string,
  action: NewsletterAction,
  email: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signNewsletter(secret, action, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The query of a newsletter link (the page's address is MailLinks.newsletter's). */
export function newsletterQuery(
  secret: string,
  action: NewsletterAction,
  email: string,
): URLSearchParams {
  return new URLSearchParams({ action, email, sig: signNewsletter(secret, action, email) });
}

import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

export interface NewsletterLinkInput {
  email: string;
  /** Signature from the emailed link, so only the mailbox owner can act. */
  sig: string;
}

export function verifyNewsletter(input: NewsletterLinkInput): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('verify_newsletter', input);
}

export function unsubscribeNewsletter(input: NewsletterLinkInput): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('unsubscribe_newsletter', input);
}

export function useNewsletterLink(action: 'subscribe' | 'unsubscribe') {
  return useMutation({
    mutationFn: action === 'subscribe' ? verifyNewsletter : unsubscribeNewsletter,
  });
}

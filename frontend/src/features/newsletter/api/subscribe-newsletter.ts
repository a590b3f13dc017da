import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

export interface SubscribeNewsletterInput {
  subscribe_mail: string;
  user_name: string;
}

export function subscribeNewsletter(input: SubscribeNewsletterInput): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('subscribe_newsletter', input);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}

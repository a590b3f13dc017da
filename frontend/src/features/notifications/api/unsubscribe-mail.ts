import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { UnsubscribeMailResponse } from './notification-types';

/** The unsubscribe link in a mail: its signed token says who and from which kind of mail. */
export function unsubscribeMail(token: string): Promise<UnsubscribeMailResponse> {
  return apiPost<UnsubscribeMailResponse>('unsubscribe_mail', { token });
}

export function useUnsubscribeMail() {
  return useMutation({ mutationFn: unsubscribeMail });
}

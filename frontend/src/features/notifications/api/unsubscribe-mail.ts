import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { UnsubscribeMailResponseDto } from './notification-types';

/** The unsubscribe link in a mail: its signed token says who and from which kind of mail. */
export function unsubscribeMail(token: string): Promise<UnsubscribeMailResponseDto> {
  return apiPost<UnsubscribeMailResponseDto>('unsubscribe_mail', { token });
}

export function useUnsubscribeMail() {
  return useMutation({ mutationFn: unsubscribeMail });
}

import { apiPost } from './api-client';

/**
 * Pushed by the game and live sockets just before the server closes one whose session ended
 * (signed out elsewhere, a password reset, a ban). The server sends the same name.
 */
export const SESSION_ENDED_EVENT = 'session_ended';

/**
 * A socket's session ended: the API says whether this tab is signed out (a bearer call answers
 * 401, which signs the player out as any 401 does) or already holds a newer session.
 */
export function confirmSession(): Promise<void> {
  return apiPost('validate_user').then(
    () => undefined,
    () => undefined,
  );
}

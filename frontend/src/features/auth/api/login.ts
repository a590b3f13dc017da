import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { LoginDto, LoginResponseDto, SignedInResponseDto } from '../../../lib/api-types';
import { storageKeys } from '../../../lib/storage-keys';

export type LoginInput = Omit<LoginDto, 'device_token'>;

/** Answer of login, google_login and apple_login. */
export type SessionResponse = SignedInResponseDto;

/** Accounts signed in to from this browser whose device tokens are kept (the newest). */
const KEPT_DEVICE_TOKENS = 5;

type DeviceTokens = Record<string, string>;

function readDeviceTokens(): DeviceTokens {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.deviceTokens) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as DeviceTokens) : {};
  } catch {
    return {};
  }
}

/**
 * Sends the token an earlier login to this account gave this browser, so strangers' wrong
 * passwords never keep its owner out, and keeps the one answered. Survives sign-out on purpose.
 */
export async function login(input: LoginInput): Promise<SessionResponse> {
  const account = input.email.trim().toLowerCase();
  const tokens = readDeviceTokens();
  const answer = await apiPost<LoginResponseDto>('login', {
    ...input,
    ...(tokens[account] ? { device_token: tokens[account] } : undefined),
  });
  if (answer.device_token) {
    const { [account]: _previous, ...others } = tokens;
    const kept = Object.entries(others).slice(-(KEPT_DEVICE_TOKENS - 1));
    localStorage.setItem(
      storageKeys.deviceTokens,
      JSON.stringify(Object.fromEntries([...kept, [account, answer.device_token]])),
    );
  }
  return answer;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

import type { GamerHandle } from '../../lib/auth-store';
import type { Game } from '../games';
import type { Tournament } from './api/get-tournament-list';

/** Labels double as the button's accessible name (stable for browser tests). */
export type RegistrationButtonState = 'REGISTER NOW' | 'PLAY NOW' | 'CLOSED' | 'REGISTERED';

/**
 * SPEC §4: CLOSED when the end time has passed or the tournament is full, PLAY NOW when the player
 * is registered, REGISTER NOW otherwise, REGISTERED right after a successful registration.
 * A registered player keeps PLAY NOW in a full tournament: full only closes registration.
 */
export function registrationButtonState(
  tournament: Pick<
    Tournament,
    'end_time' | 'registered_participants' | 'max_participants' | 'is_registered'
  >,
  { justRegistered = false, now = Date.now() }: { justRegistered?: boolean; now?: number } = {},
): RegistrationButtonState {
  const endsAt = Date.parse(tournament.end_time);
  if (Number.isFinite(endsAt) && endsAt <= now) return 'CLOSED';
  if (justRegistered) return 'REGISTERED';
  if (tournament.is_registered) return 'PLAY NOW';
  const full =
    tournament.max_participants > 0 &&
    tournament.registered_participants >= tournament.max_participants;
  return full ? 'CLOSED' : 'REGISTER NOW';
}

/**
 * The saved handle a game's registration sends (the catalogue's handle_field); null when the
 * game needs none (played on GameHub: the account is the player) or is not known yet.
 */
export function handleFieldOf(
  game: Pick<Game, 'handle_field'> | null | undefined,
): keyof GamerHandle | null {
  return game?.handle_field ?? null;
}

/** SPEC §5, by the server's rule for the game: chess usernames lower-cased, Clash tags upper-cased. */
export function normaliseTournamentUsername(
  handleCase: Game['handle_case'] | undefined,
  value: string,
): string {
  if (handleCase === 'lower') return value.toLowerCase();
  if (handleCase === 'upper') return value.toUpperCase();
  return value;
}

/** SPEC §5 and §8, verbatim. */
export const registrationMessages = {
  loginRequired: 'To register for the tournament, please log in.',
  sessionExpired: 'Please login to register the tournament',
  usernameRequired: '*Enter your In-Game Username!',
  usernameNotFound: 'Username not found',
  failed: 'Registration failed.',
  network: 'Something went wrong. Please try again.',
  success: 'Registered successfully!',
} as const;

/** How long REGISTERED confirms a registration before the button offers PLAY NOW. */
export const REGISTERED_CONFIRM_MS = 1500;

/** How long the popup's inline errors stay (SPEC §5). */
export const USERNAME_REQUIRED_MS = 2000;
export const USERNAME_ERROR_MS = 2300;

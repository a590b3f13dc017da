import type { GamerHandle } from '../../lib/auth-store';
import type { HandleGame } from './api/check-gamer-handle';

export type HandleField = 'chess' | 'clash_clan' | 'clash_royal' | 'bgmi';
export type GamerHandleFormValues = Record<HandleField, string>;

export const HANDLE_FIELDS: readonly HandleField[] = ['chess', 'clash_clan', 'clash_royal', 'bgmi'];

/** SPEC §5 and §8, verbatim. */
export const gamerHandleMessages = {
  atLeastOne: 'Please fill at least one Gamer handle!',
  chessInvalid: 'Please Enter Valid Chess Id !',
  bgmiInvalid: 'Please enter a valid BGMI Id',
  noChange: 'At least one field must be changed!',
  saved: 'Your gamer Id updated successfully',
  taken: 'Try to give Another name..!',
  skipped: 'No Changes detection, update skipped',
  notFound: (host: string) => `${host} username not found!`,
} as const;

/** The API's message for a handle someone else already saved. */
export const HANDLE_TAKEN_MESSAGE = 'User already there';

export const BGMI_LENGTH = 10;

/** Input normalisers: chess lower-cased, clash tags upper-cased, BGMI digits cut to 10. */
export const normaliseHandle: Record<HandleField, (value: string) => string> = {
  chess: (value) => value.toLowerCase().replace(/\s+/g, ''),
  clash_clan: (value) => value.toUpperCase().replace(/\s+/g, ''),
  clash_royal: (value) => value.toUpperCase().replace(/\s+/g, ''),
  bgmi: (value) => value.replace(/\D/g, '').slice(0, BGMI_LENGTH),
};

/** Hosts named in check_gamer_handle errors, and the game number each handle is checked with. */
export const checkedHandles: Partial<Record<HandleField, { game: HandleGame; host: string }>> = {
  chess: { game: 1, host: 'Chess.com' },
  clash_clan: { game: 2, host: 'Clash of Clans' },
  clash_royal: { game: 3, host: 'Clash Royale' },
};

export function fieldRule(field: HandleField, value: string): true | string {
  if (!value) return true;
  if (field === 'chess' && !/^[a-z0-9]+$/.test(value)) return gamerHandleMessages.chessInvalid;
  if (field === 'bgmi' && !new RegExp(`^\\d{${BGMI_LENGTH}}$`).test(value)) {
    return gamerHandleMessages.bgmiInvalid;
  }
  return true;
}

export function savedHandles(handle: GamerHandle | undefined): GamerHandleFormValues {
  return {
    chess: handle?.chess ?? '',
    clash_clan: handle?.clash_clan ?? '',
    clash_royal: handle?.clash_royal ?? '',
    bgmi: handle?.bgmi ?? '',
  };
}

export function changedFields(
  values: GamerHandleFormValues,
  saved: GamerHandleFormValues,
): HandleField[] {
  return HANDLE_FIELDS.filter((field) => values[field].trim() !== saved[field].trim());
}

/** Form-level rules, checked before any call: at least one handle, at least one change. */
export function formRule(
  values: GamerHandleFormValues,
  saved: GamerHandleFormValues,
): true | string {
  if (HANDLE_FIELDS.every((field) => !values[field].trim())) return gamerHandleMessages.atLeastOne;
  if (changedFields(values, saved).length === 0) return gamerHandleMessages.noChange;
  return true;
}

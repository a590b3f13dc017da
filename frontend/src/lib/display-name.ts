/** SPEC §9: names show 7 characters, then an ellipsis, in capitals. */
export const NAME_DISPLAY_LENGTH = 7;

export function truncateName(name: string): string {
  const trimmed = name.trim();
  const shown =
    trimmed.length > NAME_DISPLAY_LENGTH ? `${trimmed.slice(0, NAME_DISPLAY_LENGTH)}...` : trimmed;
  return shown.toUpperCase();
}

export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/** A link from API data opened as is only when it is http(s): never a javascript: or data: URL. */
export function externalHref(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null;
}

const istDate = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * SPEC §9: a day in the hi-IN locale, in IST like every time the site shows. A value that is not a
 * date is shown as it came, and a missing one as '--'.
 */
export function formatIstDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (date && !Number.isNaN(date.getTime())) return istDate.format(date);
  return value || '--';
}

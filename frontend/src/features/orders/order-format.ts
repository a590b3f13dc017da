const orderDateFormat = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** SPEC §9: dates in the hi-IN locale (in IST, like every time the site shows). */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '--' : orderDateFormat.format(date);
}

/*
 * Whole numbers grouped as a locale writes them, without Intl: a page's first Intl formatter
 * makes the browser load ICU's locale data on the main thread (40 ms and more on this project's
 * test machine, several times that on a phone's CPU), and the first screens show numbers before
 * anything else needs Intl. The unit spec checks these against Intl.NumberFormat.
 */

/** 12,34,567: en-IN groups the last three digits, then pairs (SPEC §9's Indian audience). */
export function formatIndianNumber(value: number): string {
  return group(value, 2);
}

/** 1,234,567: en-US groups in threes (USD face values). */
export function formatWesternNumber(value: number): string {
  return group(value, 3);
}

/** `value` rounded to a whole number, its digits grouped in threes then in `size`s. */
function group(value: number, size: number): string {
  const rounded = Math.round(value);
  if (!Number.isSafeInteger(rounded)) return String(rounded);
  let head = String(Math.abs(rounded));
  let grouped = head.slice(-3);
  head = head.slice(0, -3);
  while (head) {
    grouped = `${head.slice(-size)},${grouped}`;
    head = head.slice(0, -size);
  }
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** 'a, b and c': items as a sentence lists them. */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const COUNT_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** A small count as prose writes it ('three'), larger ones in digits. */
export function countWord(count: number): string {
  return COUNT_WORDS[count] ?? String(count);
}

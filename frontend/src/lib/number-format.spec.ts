import fc from 'fast-check';
import { formatIndianNumber, formatWesternNumber } from './number-format';

describe('formatIndianNumber', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatIndianNumber(0)).toBe('0');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1000)).toBe('1,000');
    expect(formatIndianNumber(123456)).toBe('1,23,456');
    expect(formatIndianNumber(10_000_000)).toBe('1,00,00,000');
    expect(formatIndianNumber(-1234567)).toBe('-12,34,567');
  });

  it('writes every whole number as Intl en-IN does', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (n) => expect(formatIndianNumber(n)).toBe(intl.format(n)),
      ),
      { seed: 20261125, numRuns: 2000 },
    );
  });

  it('rounds fractions to the nearest whole number', () => {
    expect(formatIndianNumber(1234.5)).toBe('1,235');
    expect(formatIndianNumber(99.4)).toBe('99');
  });
});

describe('formatWesternNumber', () => {
  it('writes every whole number as Intl en-US does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (n) => expect(formatWesternNumber(n)).toBe(intl.format(n)),
      ),
      { seed: 20261125, numRuns: 2000 },
    );
  });
});

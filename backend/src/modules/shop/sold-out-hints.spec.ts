import { SoldOutHints } from './sold-out-hints';

describe('SoldOutHints', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T05:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('holds a sold-out denomination for the TTL, then lets buyers try again', () => {
    const hints = new SoldOutHints({ soldOutHintMs: 2000 });
    expect(hints.isSoldOut(3)).toBe(false);
    hints.soldOut(3);
    expect(hints.isSoldOut(3)).toBe(true);
    expect(hints.isSoldOut(4)).toBe(false);
    jest.advanceTimersByTime(1999);
    expect(hints.isSoldOut(3)).toBe(true);
    jest.advanceTimersByTime(1);
    expect(hints.isSoldOut(3)).toBe(false);
  });

  it('starts the TTL again when a later sale finds it sold out again', () => {
    const hints = new SoldOutHints({ soldOutHintMs: 2000 });
    hints.soldOut(3);
    jest.advanceTimersByTime(1500);
    hints.soldOut(3);
    jest.advanceTimersByTime(1500);
    expect(hints.isSoldOut(3)).toBe(true);
  });

  it('forgets the denominations restocked, or all of them', () => {
    const hints = new SoldOutHints({ soldOutHintMs: 2000 });
    hints.soldOut(3);
    hints.soldOut(4);
    hints.soldOut(5);
    hints.forget([3, 4]);
    expect([3, 4, 5].map((id) => hints.isSoldOut(id))).toEqual([false, false, true]);
    hints.forgetAll();
    expect(hints.isSoldOut(5)).toBe(false);
  });

  it('holds nothing with a TTL of 0', () => {
    const hints = new SoldOutHints({ soldOutHintMs: 0 });
    hints.soldOut(3);
    expect(hints.isSoldOut(3)).toBe(false);
  });
});

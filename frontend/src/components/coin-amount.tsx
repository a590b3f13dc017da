import { useEffect, useRef, useState } from 'react';
import { CoinIcon } from './icons';
import { prefersReducedMotion } from '../lib/motion';
import { formatIndianNumber } from '../lib/number-format';
import './coin-amount.css';

const DURATION_MS = 800;

export function formatCoins(value: number): string {
  return formatIndianNumber(value);
}

/** From here a phone's header shows the short form (1.8L, 25K): the full one squeezes the logo. */
export const COMPACT_FROM = 10_000;
// Made on first use: a page's first Intl formatter loads the locale's ICU data on the main
// thread (about 60 ms on a phone), and only a large signed-in balance needs this one.
let compactFormat: Intl.NumberFormat | null = null;

/** 1,83,145 → 1.8L; 25,000 → 25K (Indian units, as the full form uses). */
export function formatCoinsCompact(value: number): string {
  if (Math.abs(value) < COMPACT_FROM) return formatCoins(value);
  compactFormat ??= new Intl.NumberFormat('en-IN', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return compactFormat.format(value);
}

interface CoinAmountProps {
  value: number;
  /** Count up or down from the previous value when it changes. */
  animate?: boolean;
  size?: 'sm' | 'md' | 'lg';
  label?: string;
  /**
   * On small screens, a large amount in its short form (1.8L), the exact one on focus and in
   * its tooltip; screen readers always hear the exact amount.
   */
  compact?: boolean;
}

/** Coin icon + tabular number; the balance counts to its new value when it changes. */
export function CoinAmount({
  value,
  animate = false,
  size = 'md',
  label = 'coins',
  compact = false,
}: CoinAmountProps) {
  const shown = useAnimatedNumber(value, animate);
  const short = compact && Math.abs(value) >= COMPACT_FROM;
  return (
    <span
      className={`coin-amount coin-amount--${size}${short ? ' coin-amount--compact' : ''}`}
      // Focusable only when it hides digits: a keyboard user can reveal the exact amount.
      tabIndex={short ? 0 : undefined}
      title={short ? `${formatCoins(value)} ${label}` : undefined}
    >
      <CoinIcon className="coin-amount__icon" />
      <span className="coin-amount__value tabular" aria-hidden="true">
        {formatCoins(shown)}
      </span>
      {short ? (
        <span className="coin-amount__short tabular" aria-hidden="true">
          {formatCoinsCompact(shown)}
        </span>
      ) : null}
      <span className="visually-hidden">{`${formatCoins(value)} ${label}`}</span>
    </span>
  );
}

function useAnimatedNumber(target: number, animate: boolean): number {
  const [shown, setShown] = useState(target);
  const from = useRef(target);

  useEffect(() => {
    const start = from.current;
    from.current = target;
    if (!animate || start === target || prefersReducedMotion()) {
      setShown(target);
      return;
    }
    let frame = 0;
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / DURATION_MS);
      const eased = 1 - Math.pow(1 - progress, 3);
      setShown(start + (target - start) * eased);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, animate]);

  return shown;
}

import { useEffect, useRef, useState } from 'react';
import { CoinIcon } from './icons';
import { prefersReducedMotion } from '../lib/motion';
import { formatIndianNumber } from '../lib/number-format';
import './coin-amount.css';

const DURATION_MS = 800;

export function formatCoins(value: number): string {
  return formatIndianNumber(value);
}

interface CoinAmountProps {
  value: number;
  /** Count up or down from the previous value when it changes. */
  animate?: boolean;
  size?: 'sm' | 'md' | 'lg';
  label?: string;
}

/** Coin icon + tabular number; the balance counts to its new value when it changes. */
export function CoinAmount({
  value,
  animate = false,
  size = 'md',
  label = 'coins',
}: CoinAmountProps) {
  const shown = useAnimatedNumber(value, animate);
  return (
    <span className={`coin-amount coin-amount--${size}`}>
      <CoinIcon className="coin-amount__icon" />
      <span className="coin-amount__value tabular" aria-hidden="true">
        {formatCoins(shown)}
      </span>
      <span className="visually-hidden">
        {formatCoins(value)} {label}
      </span>
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

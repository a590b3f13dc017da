import { formatCountdown } from '../tournament-format';
import { useCountdown } from '../use-countdown';

interface CountdownTimerProps {
  remainingSeconds: number;
  /** When the API answered `remainingSeconds` (Date.now()). */
  receivedAt: number;
  /** Called once it reaches zero. */
  onZero?: () => void;
  className?: string;
}

/**
 * A tournament's countdown, in a component of its own: its tick (every second) re-renders this
 * text alone, not the card or the page around it.
 */
export function CountdownTimer({
  remainingSeconds,
  receivedAt,
  onZero,
  className,
}: CountdownTimerProps) {
  const seconds = useCountdown(remainingSeconds, receivedAt, onZero);
  return (
    <span className={className ? `${className} tabular` : 'tabular'} role="timer" aria-live="off">
      {formatCountdown(seconds)}
    </span>
  );
}

import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until `receivedAt + remainingSeconds`, ticking each second. Anchoring on the time
 * the data arrived keeps the countdown right after re-renders and tab sleeps. `onZero` fires once,
 * when the count reaches zero from above.
 */
export function useCountdown(remainingSeconds: number, receivedAt: number, onZero?: () => void) {
  const deadline = receivedAt + Math.max(0, remainingSeconds) * 1000;
  const compute = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(compute);
  const onZeroRef = useRef(onZero);

  useEffect(() => {
    onZeroRef.current = onZero;
  }, [onZero]);

  useEffect(() => {
    const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    setSeconds(left());
    if (left() === 0) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) {
        clearInterval(timer);
        onZeroRef.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return seconds;
}

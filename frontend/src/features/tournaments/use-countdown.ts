import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * Seconds left until `receivedAt + remainingSeconds`, ticking each second. Anchoring on the time
 * the data arrived keeps the countdown right after re-renders and tab sleeps. `onZero` fires once,
 * when the count reaches zero from above.
 *
 * A page rendered on the server, and the client hydrating it, count from the moment the data
 * arrived (the same text both ways, whenever the client gets to it); the first tick, right after,
 * moves it to now.
 */
export function useCountdown(remainingSeconds: number, receivedAt: number, onZero?: () => void) {
  const deadline = receivedAt + Math.max(0, remainingSeconds) * 1000;
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [seconds, setSeconds] = useState(() =>
    Math.max(0, Math.ceil(hydrated ? (deadline - Date.now()) / 1000 : remainingSeconds)),
  );
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

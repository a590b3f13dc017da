import { useEffect, useRef, useState } from 'react';

/** Runs `run` when the browser is next idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * True once the element comes within `margin` of the viewport, or the browser is idle after the
 * first screen, whichever is first (then it stays true). What is below the fold loads its code
 * after what the first screen needs, yet is ready before the player scrolls to it.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    const cancelIdle = whenIdle(show);
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return cancelIdle;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      cancelIdle();
      observer.disconnect();
    };
  }, [near, margin]);

  return [ref, near] as const;
}

import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (then it stays true): what is below
 * the fold mounts only when the player scrolls toward it, so its work (a carousel measuring its
 * slides, a form library starting) stays out of the first screen's start. A lazy component's
 * code loads then too, not before: fetched and evaluated at the first idle moment, the footer's
 * form (react-hook-form) and home's carousel (embla) were part of every first screen's start
 * on a phone, whether or not the player ever scrolled to them.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near] as const;
}

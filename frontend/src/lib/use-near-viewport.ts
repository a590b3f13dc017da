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
    const element = ref.current;
    if (near) return;
    if (!element) {
      setNear(true);
      return;
    }
    return whenNear([element], margin, () => setNear(true));
  }, [near, margin]);

  return [ref, near] as const;
}

/**
 * Calls `onNear` once, when any of `elements` comes within `margin` of the viewport (at once where
 * the browser cannot tell); the returned function stops watching. Each element counts, so a jump
 * past the first of them (a restored scroll position) still lands near another.
 */
export function whenNear(elements: Element[], margin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Toasts show top-centre, under the navbar (SPEC §9). Controls that open over the page's top (an
 * open bell panel's head, the full-screen arena's Back bar) register here while mounted, and the
 * toasts move below the lowest of them in the top third of the screen, so a toast never covers
 * them (react-toastify places its container, not each toast).
 */
const GAP_PX = 8;

const marked = new Set<HTMLElement>();
const listeners = new Set<() => void>();
let below: number | null = null;
let frame = 0;

function measure(): void {
  frame = 0;
  let lowest: number | null = null;
  for (const element of marked) {
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.bottom <= 0 || box.top > window.innerHeight / 3) continue;
    lowest = Math.max(lowest ?? 0, box.bottom);
  }
  const next = lowest === null ? null : Math.ceil(lowest + GAP_PX);
  if (next === below) return;
  below = next;
  listeners.forEach((listener) => listener());
}

/** Measures on the next frame: scrolls and resizes come many a frame. */
function remeasure(): void {
  if (frame === 0) frame = requestAnimationFrame(measure);
}

export const toastClearance = {
  /** Measures now: a toast is about to show (a panel may have moved since, as it opened). */
  measure: (): void => {
    if (marked.size > 0) measure();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The top (px from the viewport's) toasts keep to, or null when nothing is marked. */
  get: (): number | null => below,
};

/**
 * A callback ref (React 19 runs its cleanup when the element goes): toasts keep below the
 * element while it is mounted.
 */
export function keepToastsBelow(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  marked.add(element);
  if (marked.size === 1) {
    window.addEventListener('scroll', remeasure, { passive: true });
    window.addEventListener('resize', remeasure);
  }
  const resized = new ResizeObserver(remeasure);
  resized.observe(element);
  measure();
  return () => {
    resized.disconnect();
    marked.delete(element);
    if (marked.size === 0) {
      window.removeEventListener('scroll', remeasure);
      window.removeEventListener('resize', remeasure);
    }
    measure();
  };
}

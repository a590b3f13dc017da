import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { storageKeys } from './storage-keys';

/** Where each history entry was scrolled to while it was shown, by location key. */
const positions = new Map<string, number>();

/** Whether this document came from a reload or from Back/Forward into another site and back. */
function returned(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/** The positions the tab's previous document left (read only when it matters: see above). */
function loadSaved(): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKeys.scrollPositions) ?? '{}') as Record<
      string,
      unknown
    >;
    for (const [key, y] of Object.entries(saved)) {
      if (typeof y === 'number') positions.set(key, y);
    }
  } catch {
    // Storage off or unreadable: the page starts at its top.
  }
}

function save(): void {
  try {
    sessionStorage.setItem(
      storageKeys.scrollPositions,
      JSON.stringify(Object.fromEntries(positions)),
    );
  } catch {
    // Storage off or full: Back within the tab still works from memory.
  }
}

/**
 * React Router's <ScrollRestoration> for the declarative router: a new page starts at its top
 * (or at its #hash); Back, Forward and a reload return to where the player was on that entry.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);

  // Recorded as the player scrolls, so the position is the entry's own, not one the browser
  // clamped to the next page's height as that page came in; kept for a reload as the page goes.
  useEffect(() => {
    const record = () => {
      if (shown.current) positions.set(shown.current, window.scrollY);
    };
    // As the page goes, where it is now: a scroll whose event had not been dispatched yet (a
    // reload right after it, on a busy device) would otherwise be lost.
    const leave = () => {
      record();
      save();
    };
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      window.history.scrollRestoration = scrollRestoration;
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', leave);
    };
  }, []);

  useLayoutEffect(() => {
    const first = shown.current === null;
    shown.current = location.key;
    // A new document: after a reload (or Back from another site) its entry's position is in
    // storage; a fresh visit starts where the browser puts it, without reading storage.
    if (first && !returned()) return;
    if (first) loadSaved();
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (first) return;
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}

import { useLayoutEffect } from 'react';
import './preloader.css';

/** SPEC §2/§9: the overlay hides after 1 to 1.2 s. */
export const PRELOADER_MS = 1100;

/**
 * The brand overlay is in index.html, so it shows while the scripts load instead of a blank
 * page; it fades out by CSS at 1.1 s and this removes it then (at once if the app started
 * later). It never blocks input (pointer-events: none).
 */
export function Preloader() {
  // A layout effect: the page beneath may be as tall as it is (the mark, see preloader.css)
  // before the router puts a reloaded page's scroll back (ScrollRestoration comes later).
  useLayoutEffect(() => {
    const overlay = document.getElementById('preloader');
    if (!overlay) return;
    overlay.setAttribute('data-app', 'started');
    const timer = setTimeout(() => overlay.remove(), Math.max(0, PRELOADER_MS - performance.now()));
    return () => clearTimeout(timer);
  }, []);
  return null;
}

import { useLayoutEffect } from 'react';
import { swapInLateFont } from '../../lib/late-font';
import { whenIdle } from '../../lib/when-idle';
import './preloader.css';

/** SPEC §2/§9: the overlay hides after 1 to 1.2 s. */
export const PRELOADER_MS = 1100;
/** When its fade starts (preloader.css): a font swap must be done by then, unseen. */
const FADE_MS = 900;

/**
 * The brand overlay is in index.html, so it shows while the scripts load instead of a blank
 * page; it fades out by CSS at 1.1 s and this removes it then (at once if the app started
 * later). It never blocks input (pointer-events: none).
 */
export function Preloader() {
  useLayoutEffect(() => {
    const overlay = document.getElementById('preloader');
    if (!overlay) return;
    // Whether Inter missed the first paint, asked once the app's start has settled (at the latest
    // as the fade begins): a late font then swaps in beneath the overlay.
    const cancelFontCheck = whenIdle(swapInLateFont, Math.max(0, FADE_MS - performance.now()));
    const timer = setTimeout(() => overlay.remove(), Math.max(0, PRELOADER_MS - performance.now()));
    return () => {
      cancelFontCheck();
      clearTimeout(timer);
    };
  }, []);
  return null;
}

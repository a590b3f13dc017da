import type { PlayLinks } from '../games';

/*
 * PLAY NOW (SPEC §4): chess and the Clash games open their app by deep link on mobile (falling back
 * to the store page when the app is not installed) and a web or store page on desktop. The links
 * are the server's (GET /api/games); games played on the page itself have none.
 */

/** How long to wait for the app to take over before sending the player to the store. */
const APP_OPEN_GRACE_MS = 1500;

type Platform = 'ios' | 'android' | 'desktop';

export function detectPlatform(userAgent: string = navigator.userAgent): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** Where PLAY NOW sends the player first, and the store page to fall back to on mobile. */
export function playUrls(links: PlayLinks, platform: Platform = detectPlatform()) {
  if (platform === 'desktop') return { url: links.desktop, fallback: null };
  return {
    url: links.deep_link,
    fallback: platform === 'ios' ? links.app_store : links.play_store,
  };
}

/** Opens the game: a new tab on desktop, the app on mobile (store page if it did not open). */
export function openGame(links: PlayLinks): void {
  const urls = playUrls(links);
  if (!urls.fallback) {
    window.open(urls.url, '_blank', 'noopener,noreferrer');
    return;
  }
  const fallback = urls.fallback;
  // When the app opens, the page is hidden; if it is still visible after the grace period, the
  // app is missing and the store page is the next best thing.
  const timer = window.setTimeout(() => {
    if (document.visibilityState === 'visible') window.location.href = fallback;
  }, APP_OPEN_GRACE_MS);
  const cancel = () => {
    if (document.visibilityState === 'hidden') window.clearTimeout(timer);
  };
  document.addEventListener('visibilitychange', cancel, { once: true });
  window.location.href = urls.url;
}

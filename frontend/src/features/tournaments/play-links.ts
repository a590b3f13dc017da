/**
 * PLAY NOW targets (SPEC §4): chess and the Clash games open their app by deep link on mobile
 * (falling back to the store page when the app is not installed) and a web or store page on desktop.
 * Game 4 is played on the page itself, so it has no link.
 */
interface PlayTarget {
  desktop: string;
  deepLink: string;
  appStore: string;
  playStore: string;
}

export const playTargets: Record<number, PlayTarget> = {
  1: {
    desktop: 'https://www.chess.com/play/online',
    deepLink: 'chesscom://',
    appStore: 'https://apps.apple.com/app/id329218549',
    playStore: 'https://play.google.com/store/apps/details?id=com.chess',
  },
  2: {
    desktop: 'https://supercell.com/en/games/clashofclans/',
    deepLink: 'clashofclans://',
    appStore: 'https://apps.apple.com/app/id529479190',
    playStore: 'https://play.google.com/store/apps/details?id=com.supercell.clashofclans',
  },
  3: {
    desktop: 'https://supercell.com/en/games/clashroyale/',
    deepLink: 'clashroyale://',
    appStore: 'https://apps.apple.com/app/id1053012308',
    playStore: 'https://play.google.com/store/apps/details?id=com.supercell.clashroyale',
  },
};

/** How long to wait for the app to take over before sending the player to the store. */
const APP_OPEN_GRACE_MS = 1500;

type Platform = 'ios' | 'android' | 'desktop';

export function detectPlatform(userAgent: string = navigator.userAgent): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

export function hasPlayTarget(gameId: number): boolean {
  return gameId in playTargets;
}

/** Where PLAY NOW sends the player first, and the store page to fall back to on mobile. */
export function playUrls(gameId: number, platform: Platform = detectPlatform()) {
  const target = playTargets[gameId];
  if (!target) return null;
  if (platform === 'desktop') return { url: target.desktop, fallback: null };
  return {
    url: target.deepLink,
    fallback: platform === 'ios' ? target.appStore : target.playStore,
  };
}

/** Opens the game: a new tab on desktop, the app on mobile (store page if it did not open). */
export function openGame(gameId: number): void {
  const urls = playUrls(gameId);
  if (!urls) return;
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

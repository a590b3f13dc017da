/**
 * Every build-time setting the client reads. Only this module touches import.meta.env so the
 * unit tests can swap it (see jest.config.js).
 */
function read(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export const env = {
  /** Base address of the API; the dev server proxies /api to the backend. */
  apiBaseUrl: read(import.meta.env.VITE_API_BASE_URL, '/api').replace(/\/+$/, ''),
  /** Static key sent as the api-key header on every call. */
  apiKey: read(import.meta.env.VITE_API_KEY, 'gamehub-web'),
  /** Public site address, used for share and invite links. */
  siteUrl: read(
    import.meta.env.VITE_SITE_URL,
    // No window when the first screens are prerendered at build time (app/prerender.tsx).
    typeof window === 'undefined' ? '' : window.location.origin,
  ).replace(/\/+$/, ''),
  /** Google Identity Services client id; the Google button only shows when it is set. */
  googleClientId: read(import.meta.env.VITE_GOOGLE_CLIENT_ID, ''),
  /** Sign in with Apple services id; the Apple button only shows when it is set. */
  appleClientId: read(import.meta.env.VITE_APPLE_CLIENT_ID, ''),
  /** Where the game page frames MR RACER from; its origin is the only one the page listens to. */
  mrRacerUrl: read(import.meta.env.VITE_MR_RACER_URL, '/games/mr-racer/index.html'),
  isProduction: import.meta.env.PROD,
} as const;

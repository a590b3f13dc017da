/** Test stand-in for config/env.ts (import.meta.env does not exist under jest). */
export const env = {
  apiBaseUrl: '/api',
  apiKey: 'test-api-key',
  siteUrl: 'http://localhost',
  googleClientId: '',
  appleClientId: '',
  mrRacerUrl: '/games/mr-racer/index.html',
  isProduction: false,
};

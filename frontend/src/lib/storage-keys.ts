/** Local/session storage keys. Values are read by existing sessions: never rename them. */
export const storageKeys = {
  user: 'user',
  token: 'token',
  refreshToken: 'refresh_token',
  /** Epoch milliseconds at which the access token expires. */
  tokenExpiresAt: 'token_expires_at',
  /** Known-device tokens by account email, sent with that account's logins (kept on sign-out). */
  deviceTokens: 'device_tokens',
  /** Set by the tab that is refreshing, so other tabs don't reuse the same refresh token. */
  refreshLock: 'refresh_lock',
  /** Page to return to after sign-in or sign-out (session storage). */
  referer: 'referer',
  /** Prefix of `<prefix>:<user_id>:<day>` set when the daily bonus modal is closed (session). */
  dailyBonusDismissed: 'daily_bonus_dismissed',
  /** The shop's page and filter (local storage), cleared when the page unloads (SPEC §2). */
  shopPage: 'shop_page',
  shopFilter: 'shop_filter',
  /** Where each page of the tab's history was scrolled to, for Back and reload (session). */
  scrollPositions: 'scroll_positions',
  /** Prefix of `<prefix>:<game_id>`: a run's game_start secret token (session storage). */
  gameToken: 'game_secret_token',
} as const;

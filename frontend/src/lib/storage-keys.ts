/** Local/session storage keys. Values are read by existing sessions: never rename them. */
export const storageKeys = {
  user: 'user',
  token: 'token',
  /** Page to return to after sign-in or sign-out (session storage). */
  referer: 'referer',
} as const;

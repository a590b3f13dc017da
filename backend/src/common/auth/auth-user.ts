/** Who is calling, as proven by the bearer token. */
export interface AuthUser {
  id: string;
  sessionId: string;
}

/** Claims of our access tokens. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
}

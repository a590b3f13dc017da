import { Header } from '@nestjs/common';

/** What a fact table's answer may be reused for: it changes only with a deploy. */
export const FACTS_CACHE_CONTROL = 'public, max-age=300';

/**
 * For GET calls answering the server's fact tables (games, daily bonus, referral rewards), which
 * the client shows instead of keeping copies: browsers and proxies may reuse them five minutes.
 */
export const CachedFacts = () => Header('Cache-Control', FACTS_CACHE_CONTROL);

/**
 * Every API answer's, unless its route says otherwise (CachedFacts, the health probe, the
 * boards' ETag answers): answers carry tokens, voucher codes and a player's own data, and no
 * browser or proxy may keep those (OWASP's REST Security Cheat Sheet). Set before the route runs,
 * so errors, guards' refusals included, carry it too.
 */
export const API_CACHE_CONTROL = 'no-store';

/**
 * An answer with an ETag that pollers ask again conditionally (the live boards): kept, but
 * checked with the server every time; a signed-in caller's (it has their own row) by their
 * browser only.
 */
export const conditionalCacheControl = (personal: boolean) =>
  personal ? 'private, no-cache' : 'no-cache';

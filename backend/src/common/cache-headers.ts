import { Header } from '@nestjs/common';

/** What a fact table's answer may be reused for: it changes only with a deploy. */
export const FACTS_CACHE_CONTROL = 'public, max-age=300';

/**
 * For GET calls answering the server's fact tables (games, daily bonus, referral rewards), which
 * the client shows instead of keeping copies: browsers and proxies may reuse them five minutes.
 */
export const CachedFacts = () => Header('Cache-Control', FACTS_CACHE_CONTROL);

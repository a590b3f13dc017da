/**
 * The Redis-using integration suites again, against a three-master Redis Cluster started for the
 * run (TEST_REDIS_CLUSTER=1, see test/utils/redis-cluster.ts): a script or multi-key command
 * whose keys span slots fails them with CROSSSLOT. Picked for the Redis they exercise: queues,
 * settlement, the arena's scripts and socket.io adapter, rate limits (login's too), the rank index,
 * sessions.
 */
const integration = require('./jest.int.config');

module.exports = {
  ...integration,
  displayName: 'integration (Redis Cluster)',
  testMatch: [
    'events/outbox',
    'events/fan-out',
    'tournaments/settlement',
    'tournaments/rank-index',
    'arena/match-store',
    'arena/matches',
    'platform/rate-limiter',
    'accounts/login-throttling',
    'accounts/session-revocation',
    'live/live-channel',
  ].map((suite) => `<rootDir>/test/integration/${suite}.int-spec.ts`),
};

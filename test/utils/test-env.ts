import { loadRunIds } from './run-id';

// Every test file of the run talks to the run's database; each file gets its own Redis prefix
// below it, so BullMQ queues never leak between files.
const ids = loadRunIds();
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = ids.databaseUrl;
process.env.REDIS_PREFIX = `${ids.redisPrefix}:${Math.random().toString(36).slice(2, 8)}`;
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.SERVE_WEB = 'false';
process.env.APP_URL = 'http://localhost:3000';
process.env.API_KEY = 'test-api-key';
process.env.OPERATOR_TOKEN = 'test-operator-token';
// Tic-tac-toe tournaments settle at once; the arena's own tests set the grace they need.
process.env.MATCH_END_GRACE_SECONDS = '0';

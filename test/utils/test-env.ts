import { loadRunIds, workerDatabaseUrl } from './run-id';

// Every test file talks to its jest worker's copy of the run's database (files of one worker run
// one after another, as in band); each file gets its own Redis prefix below the run's, so BullMQ
// queues never leak between files.
const ids = loadRunIds();
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = workerDatabaseUrl(ids, process.env.JEST_WORKER_ID ?? 1);
process.env.REDIS_PREFIX = `${ids.redisPrefix}:${Math.random().toString(36).slice(2, 8)}`;
// Three workers' apps and workers stay within PostgreSQL's default 100 connections.
process.env.DB_POOL_SIZE = process.env.DB_POOL_SIZE ?? '10';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
// Still argon2id, at a cost tests can pay for hundreds of players (the default is ~0.25 s a hash).
process.env.PASSWORD_HASH_MEMORY_KIB = process.env.PASSWORD_HASH_MEMORY_KIB ?? '4096';
process.env.PASSWORD_HASH_TIME_COST = process.env.PASSWORD_HASH_TIME_COST ?? '2';
process.env.SERVE_WEB = 'false';
process.env.APP_URL = 'http://localhost:3000';
process.env.API_KEY = 'test-api-key';
process.env.OPERATOR_TOKEN = 'test-operator-token';
// Tic-tac-toe tournaments settle at once; the arena's own tests set the grace they need.
process.env.MATCH_END_GRACE_SECONDS = '0';

import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../../backend/src/cli/migrate';
import { dropRun } from '../utils/global-teardown';
import { newRunIds } from '../utils/run-id';
import { api } from './scenarios/api';
import { arena } from './scenarios/arena';
import { eventPath } from './scenarios/event-path';
import { gameSessions } from './scenarios/game-sessions';
import { games } from './scenarios/games';
import { leaderboard } from './scenarios/leaderboard';
import { live } from './scenarios/live';
import { mrRacerFrames } from './scenarios/mr-racer-frames';
import { scale } from './scenarios/scale';
import { ledger } from './scenarios/ledger';
import { settlement } from './scenarios/settlement';
import { shopCatalog } from './scenarios/shop-catalog';
import { shopPurchase } from './scenarios/shop-purchase';
import { webDelivery } from './scenarios/web-delivery';

/**
 * `npm run bench [scenario...]`: each scenario runs on a fresh database and Redis prefix and
 * writes its figures to test/bench/results/<scenario>.md. A group name runs each of its scenarios.
 */
const SCENARIOS: Record<string, () => Promise<string>> = {
  api,
  'event-path': eventPath,
  ledger,
  settlement,
  leaderboard,
  'shop-catalog': shopCatalog,
  'shop-purchase': shopPurchase,
  'game-sessions': gameSessions,
  'mr-racer-frames': mrRacerFrames,
  games,
  arena,
  live,
  scale,
  'web-delivery': webDelivery,
};

/**
 * Names that run several scenarios: `npm run bench -- shop`. The games group ends with its own
 * scenario, `games` (verifying MR RACER runs: replay beside game_end).
 */
const GROUPS: Record<string, string[]> = {
  shop: ['shop-purchase', 'shop-catalog'],
  games: ['game-sessions', 'mr-racer-frames', 'arena', 'games'],
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = (wanted.length ? wanted : Object.keys(SCENARIOS)).flatMap(
    (name) => GROUPS[name] ?? [name],
  );
  const out = join(__dirname, '..', '..', '..', 'test', 'bench', 'results');
  mkdirSync(out, { recursive: true });
  for (const name of names) {
    const scenario = SCENARIOS[name];
    if (!scenario)
      throw new Error(`Unknown scenario ${name}; known: ${Object.keys(SCENARIOS).join(', ')}`);
    const ids = newRunIds('bench');
    process.env.DATABASE_URL = ids.databaseUrl;
    process.env.REDIS_PREFIX = ids.redisPrefix;
    process.env.LOG_LEVEL = 'warn';
    await migrate({ databaseUrl: ids.databaseUrl });
    try {
      const report = await scenario();
      writeFileSync(join(out, `${name}.md`), `${report}\n`);
      process.stdout.write(`${report}\n\n`);
    } finally {
      // The database and the run's Redis keys (a rank index has no expiry).
      await dropRun(ids);
    }
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`Benchmark failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});

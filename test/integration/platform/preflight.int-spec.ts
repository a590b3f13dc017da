import { checkServices } from '../../../backend/src/cli/preflight';
import { loadRunIds } from '../../utils/run-id';

describe('start-up preflight', () => {
  it('passes when PostgreSQL and Redis answer', async () => {
    const { databaseUrl } = loadRunIds();
    expect(await checkServices({ databaseUrl, redisUrl: 'redis://127.0.0.1:6379' })).toEqual([]);
  });

  it('names each unreachable service in one line with how to start it', async () => {
    // Port 1 is never listening here: both connections are refused at once.
    const problems = await checkServices({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/gamehub',
      redisUrl: 'redis://127.0.0.1:1',
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^PostgreSQL is not reachable at 127\.0\.0\.1:1 .*Start it .*DATABASE_URL\.$/,
    );
    expect(problems[1]).toMatch(
      /^Redis is not reachable at 127\.0\.0\.1:1 .*Start it .*REDIS_URL\.$/,
    );
    for (const line of problems) expect(line).not.toContain('\n');
  });
});

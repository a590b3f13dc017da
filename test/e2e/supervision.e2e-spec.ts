import { dropRun } from '../utils/global-teardown';
import { newRunIds } from '../utils/run-id';
import { freePort, Launcher, launch, stopGroup } from './support/launcher';

// A stack of its own (database, Redis prefix, port): this spec kills its processes.
describe('npm start keeps the site up when a process dies', () => {
  const ids = newRunIds('e2e_supervision');
  let stack: Launcher;

  beforeAll(async () => {
    stack = launch(ids, await freePort());
    await stack.waitFor(/GameHub is running/);
  }, 120_000);
  afterAll(async () => {
    await stopGroup(stack.child.pid as number);
    await dropRun(ids);
  });

  const healthy = async () => (await fetch(`${stack.url}/api/health`)).status === 200;
  const starts = (name: string) =>
    [...stack.output().matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) =>
      Number(m[1]),
    );
  const pidOf = (name: string) => starts(name).at(-1) as number;
  const until = async (check: () => boolean | Promise<boolean>, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline)
        throw new Error(`Not met in ${timeoutMs} ms:\n${stack.output().slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('restarts a SIGKILLed worker while the API keeps answering', async () => {
    const worker = pidOf('worker');
    expect(worker).toBeGreaterThan(0);
    process.kill(worker, 'SIGKILL');
    await stack.waitFor(
      new RegExp(`worker \\(pid ${worker}\\) exited with signal SIGKILL .*restarting in 1\\.0s`),
    );
    expect(await healthy()).toBe(true);
    await until(() => starts('worker').length === 2, 15_000);
    expect(pidOf('worker')).not.toBe(worker);
    expect(() => process.kill(pidOf('worker'), 0)).not.toThrow();
  }, 30_000);

  it('restarts a SIGKILLed API, which answers again within seconds', async () => {
    const api = pidOf('api');
    process.kill(api, 'SIGKILL');
    await stack.waitFor(new RegExp(`api \\(pid ${api}\\) exited with signal SIGKILL`));
    await until(() => healthy().catch(() => false), 20_000);
    expect(pidOf('api')).not.toBe(api);
    // The worker kept running through it.
    expect(starts('worker')).toHaveLength(2);
    expect(() => process.kill(pidOf('worker'), 0)).not.toThrow();
  }, 40_000);
});

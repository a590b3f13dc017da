import { Coalescer } from './coalescer';

describe('Coalescer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a burst once, at once, then at most once per gap', async () => {
    const runs: number[] = [];
    const c = new Coalescer<number>(
      250,
      async (k) => void runs.push(k),
      () => Date.now(),
    );
    for (let i = 0; i < 50; i++) c.schedule(7);
    await jest.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([7]);
    for (let i = 0; i < 50; i++) c.schedule(7);
    await jest.advanceTimersByTimeAsync(249);
    expect(runs).toEqual([7]);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([7, 7]);
    c.close();
  });

  it('keeps keys apart', async () => {
    const runs: number[] = [];
    const c = new Coalescer<number>(
      250,
      async (k) => void runs.push(k),
      () => Date.now(),
    );
    c.schedule(1);
    c.schedule(2);
    c.schedule(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(runs.sort()).toEqual([1, 2]);
    c.close();
  });

  it('never runs a key twice at once, and runs once more for calls made during a run', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => undefined;
    const c = new Coalescer<number>(
      10,
      async () => {
        running++;
        runs++;
        most = Math.max(most, running);
        await new Promise<void>((r) => (release = r));
        running--;
      },
      () => Date.now(),
    );
    c.schedule(1);
    await jest.advanceTimersByTimeAsync(0);
    c.schedule(1);
    c.schedule(1);
    await jest.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    release();
    await jest.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    release();
    await jest.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    expect(most).toBe(1);
    c.close();
  });

  it('runs again after a failed run when asked during it, and stops when closed', async () => {
    let runs = 0;
    const c = new Coalescer<number>(
      0,
      async () => {
        runs++;
        if (runs === 1) {
          c.schedule(1);
          throw new Error('Redis away');
        }
      },
      () => Date.now(),
    );
    c.schedule(1);
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(10);
    expect(runs).toBe(2);
    c.close();
    c.schedule(1);
    await jest.advanceTimersByTimeAsync(10);
    expect(runs).toBe(2);
  });
});

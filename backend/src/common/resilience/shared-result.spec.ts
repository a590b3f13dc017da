import { SharedResult } from './shared-result';

describe('SharedResult', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('shares one computation among the callers that arrive while it runs', async () => {
    let calls = 0;
    let finish!: (value: number) => void;
    const shared = new SharedResult(
      () => {
        calls++;
        return new Promise<number>((resolve) => (finish = resolve));
      },
      100,
      clock,
    );
    const a = shared.get();
    const b = shared.get();
    finish(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    expect(calls).toBe(1);
  });

  it('serves the answer for ttlMs after it settles, then computes again', async () => {
    let calls = 0;
    const shared = new SharedResult(async () => ++calls, 100, clock);
    expect(await shared.get()).toBe(1);
    now += 99;
    expect(await shared.get()).toBe(1);
    now += 1;
    expect(await shared.get()).toBe(2);
  });

  it('never keeps a failure: the next caller tries again', async () => {
    let calls = 0;
    const shared = new SharedResult(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
        return calls;
      },
      1_000,
      clock,
    );
    await expect(shared.get()).rejects.toThrow('database away');
    expect(await shared.get()).toBe(2);
  });

  it('computes afresh after forget()', async () => {
    let calls = 0;
    const shared = new SharedResult(async () => ++calls, 1_000, clock);
    await shared.get();
    shared.forget();
    expect(await shared.get()).toBe(2);
  });

  it('does not keep an answer computed before forget() was called', async () => {
    let calls = 0;
    let finish!: (value: number) => void;
    const shared = new SharedResult(
      () => {
        calls++;
        return calls === 1
          ? new Promise<number>((resolve) => (finish = resolve))
          : Promise.resolve(calls);
      },
      1_000,
      clock,
    );
    const stale = shared.get();
    shared.forget();
    finish(1);
    expect(await stale).toBe(1);
    expect(await shared.get()).toBe(2);
    expect(await shared.get()).toBe(2);
  });
});

import { EventEmitter } from 'node:events';
import { CircuitBreaker, redisBreaker } from './circuit-breaker';
import { DependencyUnavailableError } from './outages';

describe('CircuitBreaker', () => {
  let now: number;
  let opened: unknown[];
  let closed: number;
  const breaker = (extra: Partial<ConstructorParameters<typeof CircuitBreaker>[1]> = {}) =>
    new CircuitBreaker('Redis', {
      pauseMs: 5000,
      now: () => now,
      onOpen: (error) => opened.push(error),
      onClose: () => closed++,
      ...extra,
    });
  const down = new Error('Connection is closed.');
  const fail = () => Promise.reject(down);
  const answer = (value: string) => jest.fn(() => Promise.resolve(value));

  beforeEach(() => {
    now = 1_000_000;
    opened = [];
    closed = 0;
  });

  it('passes calls and their answers through while the dependency answers', async () => {
    const b = breaker();
    await expect(b.run(answer('a'))).resolves.toBe('a');
    await expect(b.run(answer('b'))).resolves.toBe('b');
    expect(b.isOpen).toBe(false);
  });

  it('after a failure refuses every call at once for the pause, without calling', async () => {
    const b = breaker();
    await expect(b.run(fail)).rejects.toBe(down);
    expect(opened).toEqual([down]);
    const call = answer('never');
    now += 4999;
    await expect(b.run(call)).rejects.toBeInstanceOf(DependencyUnavailableError);
    expect(call).not.toHaveBeenCalled();
  });

  it('lets one call try after the pause, and closes when it answers', async () => {
    const b = breaker();
    await expect(b.run(fail)).rejects.toBe(down);
    now += 5000;
    let answerTrial: (value: string) => void = () => undefined;
    const trial = b.run(() => new Promise<string>((resolve) => (answerTrial = resolve)));
    // While the trial runs, the others are still refused.
    const other = answer('other');
    await expect(b.run(other)).rejects.toBeInstanceOf(DependencyUnavailableError);
    expect(other).not.toHaveBeenCalled();
    answerTrial('back');
    await expect(trial).resolves.toBe('back');
    expect(closed).toBe(1);
    await expect(b.run(answer('c'))).resolves.toBe('c');
  });

  it('pauses again when the trial fails, telling of the opening once', async () => {
    const b = breaker();
    await expect(b.run(fail)).rejects.toBe(down);
    now += 5000;
    await expect(b.run(fail)).rejects.toBe(down);
    now += 4999;
    await expect(b.run(answer('x'))).rejects.toBeInstanceOf(DependencyUnavailableError);
    now += 1;
    await expect(b.run(answer('y'))).resolves.toBe('y');
    expect(opened).toHaveLength(1);
    expect(closed).toBe(1);
  });

  it('closes at once when told the dependency is back', async () => {
    const b = breaker();
    await expect(b.run(fail)).rejects.toBe(down);
    b.close();
    await expect(b.run(answer('z'))).resolves.toBe('z');
    expect(closed).toBe(1);
  });

  it('fails a call that does not answer in time, and counts it as a failure', async () => {
    const b = breaker({ timeoutMs: 20 });
    const hung = b.run(() => new Promise<string>(() => undefined));
    await expect(hung).rejects.toThrow('Redis unavailable: no answer in 20 ms');
    expect(b.isOpen).toBe(true);
  });

  it('refuses without calling while the client says it is disconnected', async () => {
    let disconnected = true;
    const b = breaker({ isDown: () => disconnected });
    const call = answer('no');
    await expect(b.run(call)).rejects.toThrow('Redis unavailable: disconnected');
    expect(call).not.toHaveBeenCalled();
    expect(b.isOpen).toBe(true);
    disconnected = false;
    b.close();
    await expect(b.run(call)).resolves.toBe('no');
  });
});

describe('redisBreaker', () => {
  it('refuses while ioredis reconnects and closes when the client is ready again', async () => {
    const client = Object.assign(new EventEmitter(), { status: 'reconnecting' });
    const b = redisBreaker(client as never, { pauseMs: 60_000 });
    await expect(b.run(() => Promise.resolve(1))).rejects.toBeInstanceOf(
      DependencyUnavailableError,
    );
    client.status = 'ready';
    client.emit('ready');
    await expect(b.run(() => Promise.resolve(2))).resolves.toBe(2);
  });
});

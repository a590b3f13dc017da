import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { Supervisor } from './supervisor';

class FakeChild extends EventEmitter {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  constructor(readonly pid: number) {
    super();
  }
  kill = jest.fn((signal: NodeJS.Signals) => {
    this.die(null, signal);
    return true;
  });
  die(code: number | null, signal: NodeJS.Signals | null = null) {
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
  }
}

function setup() {
  jest.useFakeTimers();
  let clock = 0;
  let pid = 100;
  const lines: string[] = [];
  const spawned: Record<string, FakeChild[]> = { api: [], worker: [] };
  const supervisor = new Supervisor(
    (line) => lines.push(line),
    { minBackoffMs: 1_000, maxBackoffMs: 8_000, stableAfterMs: 60_000, reportAfter: 3 },
    () => clock,
  );
  const start = (name: string) => () => {
    const child = new FakeChild(++pid);
    spawned[name].push(child);
    return child as unknown as ChildProcess;
  };
  supervisor.add('api', start('api'));
  supervisor.add('worker', start('worker'));
  const advance = (ms: number) => {
    clock += ms;
    jest.advanceTimersByTime(ms);
  };
  return { supervisor, lines, spawned, advance };
}

afterEach(() => jest.useRealTimers());

describe('Supervisor', () => {
  it('restarts a killed process after a back-off while the other keeps running', () => {
    const { supervisor, lines, spawned, advance } = setup();
    advance(5_000);
    spawned.worker[0].die(null, 'SIGKILL');
    expect(lines.at(-1)).toBe(
      'worker (pid 102) exited with signal SIGKILL after 5.0s; restarting in 1.0s',
    );
    advance(999);
    expect(spawned.worker).toHaveLength(1);
    advance(1);
    expect(spawned.worker).toHaveLength(2);
    expect(lines.at(-1)).toBe('worker started (pid 103)');
    expect(supervisor.pid('worker')).toBe(103);
    expect(spawned.api).toHaveLength(1);
    expect(spawned.api[0].kill).not.toHaveBeenCalled();
  });

  it('doubles the back-off for crashes in a row, caps it, and reports a process that keeps crashing', () => {
    const { lines, spawned, advance } = setup();
    const delays: string[] = [];
    for (let i = 0; i < 5; i++) {
      spawned.api[i].die(1);
      const restart = lines.filter((l) => l.includes('restarting in')).at(-1) ?? '';
      delays.push(/restarting in ([\d.]+)s/.exec(restart)?.[1] ?? '');
      if (i === 2) expect(lines.at(-1)).toMatch(/^api keeps crashing: 3 exits in a row/);
      advance(8_000);
    }
    expect(delays).toEqual(['1.0', '2.0', '4.0', '8.0', '8.0']);
    expect(lines.filter((l) => l.includes('keeps crashing'))).toHaveLength(3);
  });

  it('restarts quickly again once a process has run long enough to count as healthy', () => {
    const { lines, spawned, advance } = setup();
    spawned.worker[0].die(1);
    advance(1_000);
    spawned.worker[1].die(1);
    expect(lines.at(-1)).toMatch(/restarting in 2\.0s$/);
    advance(2_000);
    advance(60_000);
    spawned.worker[2].die(1);
    expect(lines.at(-1)).toMatch(/restarting in 1\.0s$/);
  });

  it('stops everything on stop and restarts nothing afterwards', async () => {
    const { supervisor, spawned, advance } = setup();
    await supervisor.stop();
    expect(spawned.api[0].kill).toHaveBeenCalledWith('SIGTERM');
    expect(spawned.worker[0].kill).toHaveBeenCalledWith('SIGTERM');
    advance(60_000);
    expect(spawned.api).toHaveLength(1);
    expect(spawned.worker).toHaveLength(1);
  });
});

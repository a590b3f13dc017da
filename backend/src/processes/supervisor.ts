import type { ChildProcess } from 'node:child_process';

export interface SupervisorOptions {
  /** First restart delay; each crash in a row doubles it up to maxBackoffMs. */
  minBackoffMs: number;
  maxBackoffMs: number;
  /** A process that ran this long before exiting was healthy: its next restart is quick again. */
  stableAfterMs: number;
  /** Restarts in a row after which the log says loudly that a process keeps crashing. */
  reportAfter: number;
}

export const DEFAULT_SUPERVISOR_OPTIONS: SupervisorOptions = {
  minBackoffMs: 1_000,
  maxBackoffMs: 30_000,
  stableAfterMs: 60_000,
  reportAfter: 5,
};

interface Supervised {
  name: string;
  start: () => ChildProcess;
  child: ChildProcess | null;
  startedAt: number;
  crashes: number;
  timer: NodeJS.Timeout | null;
}

/**
 * Keeps `npm start`'s processes up: one that exits (crash, OOM, kill -9) is started again after
 * a back-off, and the others keep serving meanwhile. Every exit and restart is a log line naming
 * the process and why; one that keeps crashing is reported, with the back-off capped, not looped
 * silently at full speed.
 */
export class Supervisor {
  private readonly processes: Supervised[] = [];
  private stopping = false;

  constructor(
    private readonly log: (line: string) => void,
    private readonly options: SupervisorOptions = DEFAULT_SUPERVISOR_OPTIONS,
    private readonly now: () => number = Date.now,
  ) {}

  add(name: string, start: () => ChildProcess): void {
    const p: Supervised = { name, start, child: null, startedAt: 0, crashes: 0, timer: null };
    this.processes.push(p);
    this.spawn(p);
  }

  /** The running child of a process (tests and logs). */
  pid(name: string): number | undefined {
    return this.processes.find((p) => p.name === name)?.child?.pid;
  }

  /** Stops restarting and asks every process to finish (SIGTERM); resolves once all exited. */
  async stop(): Promise<void> {
    this.stopping = true;
    const exits = this.processes.map((p) => {
      if (p.timer) clearTimeout(p.timer);
      const child = p.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      return exited;
    });
    await Promise.all(exits);
  }

  private spawn(p: Supervised): void {
    p.timer = null;
    const child = p.start();
    p.child = child;
    p.startedAt = this.now();
    this.log(`${p.name} started (pid ${child.pid})`);
    child.once('exit', (code, signal) => this.exited(p, child, code, signal));
  }

  private exited(
    p: Supervised,
    child: ChildProcess,
    code: number | null,
    signal: NodeJS.Signals | null,
  ): void {
    if (this.stopping || p.child !== child) return;
    const ranMs = this.now() - p.startedAt;
    p.crashes = ranMs >= this.options.stableAfterMs ? 1 : p.crashes + 1;
    const delay = Math.min(
      this.options.maxBackoffMs,
      this.options.minBackoffMs * 2 ** (p.crashes - 1),
    );
    const why = signal ? `signal ${signal}` : `code ${code}`;
    this.log(
      `${p.name} (pid ${child.pid}) exited with ${why} after ${(ranMs / 1000).toFixed(1)}s; ` +
        `restarting in ${(delay / 1000).toFixed(1)}s`,
    );
    if (p.crashes >= this.options.reportAfter) {
      this.log(
        `${p.name} keeps crashing: ${p.crashes} exits in a row, each within ` +
          `${this.options.stableAfterMs / 1000}s of starting. Check its log above.`,
      );
    }
    p.timer = setTimeout(() => this.spawn(p), delay);
  }
}

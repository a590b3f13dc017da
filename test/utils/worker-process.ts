import { ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

/**
 * The worker as its own process, started from its sources (worker/src/main.ts, transpiled on
 * require by ts-register.js) with this test file's environment: its database, Redis prefix and
 * mail server. For tests that kill it for real.
 */
export class WorkerProcess {
  private output = '';

  private constructor(readonly child: ChildProcess) {
    const collect = (chunk: Buffer) =>
      (this.output = (this.output + chunk.toString()).slice(-20_000));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
  }

  /** Starts a worker and waits until it says it is ready (the IPC message `npm start` hears). */
  static async start(env: NodeJS.ProcessEnv = {}, timeoutMs = 60_000): Promise<WorkerProcess> {
    const child = fork(join(ROOT, 'worker/src/main.ts'), [], {
      cwd: ROOT,
      execArgv: ['-r', join(__dirname, 'ts-register.js')],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const worker = new WorkerProcess(child);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        new Promise<void>((resolve) => child.on('message', (m) => m === 'ready' && resolve())),
        once(child, 'exit').then(([code, signal]) => {
          throw new Error(`worker exited (${code ?? signal}) before ready:\n${worker.output}`);
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`worker not ready in ${timeoutMs} ms:\n${worker.output}`)),
            timeoutMs,
          );
        }),
      ]);
    } catch (err) {
      child.kill('SIGKILL');
      throw err;
    } finally {
      clearTimeout(timer);
    }
    return worker;
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** What it printed last. */
  get log(): string {
    return this.output;
  }

  /** Sends the signal and waits for the process to be gone. */
  async kill(
    signal: NodeJS.Signals = 'SIGKILL',
  ): Promise<{ code: number | null; signal: string | null }> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) {
      return { code: this.child.exitCode, signal: this.child.signalCode };
    }
    const exited = once(this.child, 'exit');
    this.child.kill(signal);
    const [code, gotSignal] = (await exited) as [number | null, string | null];
    return { code, signal: gotSignal };
  }

  /** A graceful stop: SIGTERM closes its queue workers first; SIGKILL if it lingers. */
  async stop(timeoutMs = 15_000): Promise<{ code: number | null; signal: string | null }> {
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    try {
      return await this.kill('SIGTERM');
    } finally {
      clearTimeout(timer);
    }
  }
}

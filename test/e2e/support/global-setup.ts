import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Mailbox } from '../../utils/mailbox';
import { newRunIds } from '../../utils/run-id';
import { E2E_OPERATOR_TOKEN, saveStack } from './stack';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * Starts the built stack exactly as `npm start` does (start.js: preflight, create database,
 * migrate, seed, API + worker), on a fresh database, Redis prefix and port.
 */
export default async function globalSetup(): Promise<void> {
  const ids = newRunIds('e2e');
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const root = join(__dirname, '..', '..', '..');
  // A real SMTP server for the run, alive until global teardown closes it.
  const mailDir = join(root, 'var', 'e2e-mail', ids.redisPrefix.replace(/[^\w-]/g, '_'));
  const mailbox = new Mailbox().writeTo(mailDir);
  const smtpUrl = await mailbox.start();
  (globalThis as { e2eMailbox?: Mailbox }).e2eMailbox = mailbox;
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'dist/backend/src/cli/start.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: ids.databaseUrl,
      REDIS_PREFIX: ids.redisPrefix,
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'true',
      SMTP_URL: smtpUrl,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('GameHub is running')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The stack did not start:\n${output.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  child.unref();
  saveStack({
    ...ids,
    url,
    mailDir,
    pid: child.pid as number,
    startSeconds: (Date.now() - started) / 1000,
  });
}

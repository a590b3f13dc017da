import { join } from 'node:path';
import { Mailbox } from '../../utils/mailbox';
import { newRunIds, workerDatabaseUrl } from '../../utils/run-id';
import { freePort, launch } from './launcher';
import { E2eStack, E2E_OPERATOR_TOKEN, saveStacks } from './stack';

/**
 * Starts the built stack exactly as `npm start` does (start.js: preflight, create database,
 * migrate, seed, API + worker), once for each jest worker, each on a fresh database, Redis
 * prefix, port and SMTP server: files of one worker run one after another on its stack, as in
 * band, while the workers' files run side by side.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const workers = Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, (_, i) => i + 1);
  saveStacks(await Promise.all(workers.map(startStack)));
}

async function startStack(worker: number): Promise<E2eStack> {
  const run = newRunIds('e2e');
  const ids = {
    databaseUrl: workerDatabaseUrl(run, worker),
    redisPrefix: `${run.redisPrefix}:w${worker}`,
  };
  const port = await freePort();
  const root = join(__dirname, '..', '..', '..');
  // A real SMTP server for the stack, alive until global teardown closes it.
  const mailDir = join(root, 'var', 'e2e-mail', ids.redisPrefix.replace(/[^\w-]/g, '_'));
  const mailbox = new Mailbox().writeTo(mailDir);
  const smtpUrl = await mailbox.start();
  mailboxes().push(mailbox);
  const started = Date.now();
  // No grace after a tournament's end: the tests end tic-tac-toe tournaments and await payouts.
  const stack = launch(ids, port, {
    OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    SMTP_URL: smtpUrl,
    MATCH_END_GRACE_SECONDS: '0',
  });
  await stack.waitFor(/GameHub is running/);
  stack.detach();
  return {
    ...ids,
    url: stack.url,
    mailDir,
    pid: stack.child.pid as number,
    startSeconds: (Date.now() - started) / 1000,
  };
}

/** The stacks' SMTP servers, kept on the global object for global teardown (same process). */
export function mailboxes(): Mailbox[] {
  const global = globalThis as { e2eMailboxes?: Mailbox[] };
  return (global.e2eMailboxes ??= []);
}

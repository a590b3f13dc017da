import { join } from 'node:path';
import { Mailbox } from '../../utils/mailbox';
import { newRunIds } from '../../utils/run-id';
import { freePort, launch } from './launcher';
import { E2E_OPERATOR_TOKEN, saveStack } from './stack';

/**
 * Starts the built stack exactly as `npm start` does (start.js: preflight, create database,
 * migrate, seed, API + worker), on a fresh database, Redis prefix and port.
 */
export default async function globalSetup(): Promise<void> {
  const ids = newRunIds('e2e');
  const port = await freePort();
  const root = join(__dirname, '..', '..', '..');
  // A real SMTP server for the run, alive until global teardown closes it.
  const mailDir = join(root, 'var', 'e2e-mail', ids.redisPrefix.replace(/[^\w-]/g, '_'));
  const mailbox = new Mailbox().writeTo(mailDir);
  const smtpUrl = await mailbox.start();
  (globalThis as { e2eMailbox?: Mailbox }).e2eMailbox = mailbox;
  const started = Date.now();
  // No grace after a tournament's end: the tests end tic-tac-toe tournaments and await payouts.
  const stack = launch(ids, port, {
    OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    SMTP_URL: smtpUrl,
    MATCH_END_GRACE_SECONDS: '0',
  });
  await stack.waitFor(/GameHub is running/);
  stack.detach();
  saveStack({
    ...ids,
    url: stack.url,
    mailDir,
    pid: stack.child.pid as number,
    startSeconds: (Date.now() - started) / 1000,
  });
}

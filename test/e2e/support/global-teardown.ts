import { dropRun } from '../../utils/global-teardown';
import { mailboxes } from './global-setup';
import { stopGroup } from './launcher';
import { loadStacks } from './stack';

/** Stops every worker's stack and SMTP server, then drops their databases and Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const stacks = loadStacks();
  await Promise.all(stacks.map((stack) => stopGroup(stack.pid)));
  await Promise.all(mailboxes().map((mailbox) => mailbox.stop()));
  for (const stack of stacks) await dropRun(stack);
}

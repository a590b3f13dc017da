import globalTeardownIntegration from '../../utils/global-teardown';
import { Mailbox } from '../../utils/mailbox';
import { saveRunIds } from '../../utils/run-id';
import { stopGroup } from './launcher';
import { loadStack } from './stack';

/** Stops the stack (SIGTERM to its process group), then drops its database and Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const stack = loadStack();
  await stopGroup(stack.pid);
  await (globalThis as { e2eMailbox?: Mailbox }).e2eMailbox?.stop();
  saveRunIds(stack);
  await globalTeardownIntegration();
}

import globalTeardownIntegration from '../../utils/global-teardown';
import { Mailbox } from '../../utils/mailbox';
import { saveRunIds } from '../../utils/run-id';
import { loadStack } from './stack';

/** Stops the stack (SIGTERM to its process group), then drops its database and Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const stack = loadStack();
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(-stack.pid, 0);
      await new Promise((r) => setTimeout(r, 200));
    } catch {
      break;
    }
  }
  await (globalThis as { e2eMailbox?: Mailbox }).e2eMailbox?.stop();
  saveRunIds(stack);
  await globalTeardownIntegration();
}

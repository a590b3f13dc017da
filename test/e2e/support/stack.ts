import { RunIds } from '../../utils/run-id';

/** Where a started stack listens, shared by setup, tests and teardown. */
export interface E2eStack extends RunIds {
  url: string;
  /** Where the stack's SMTP server writes the mails it receives. */
  mailDir: string;
  pid: number;
  startSeconds: number;
}

const ENV_KEY = 'GAMEHUB_E2E_STACKS';

/** One stack per jest worker, in worker order (JEST_WORKER_ID 1, 2, …). */
export function saveStacks(stacks: E2eStack[]): void {
  process.env[ENV_KEY] = JSON.stringify(stacks);
}

export function loadStacks(): E2eStack[] {
  const saved = process.env[ENV_KEY];
  if (!saved) throw new Error(`${ENV_KEY} is not set: run e2e tests through their jest config`);
  return JSON.parse(saved) as E2eStack[];
}

/** This jest worker's stack (a file run alone, in band, is worker 1). */
export function loadStack(): E2eStack {
  const stacks = loadStacks();
  return stacks[(Number(process.env.JEST_WORKER_ID ?? 1) - 1) % stacks.length];
}

/** The client is built with this key (frontend/src/config/env.ts default). */
export const WEB_API_KEY = 'gamehub-web';
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token';

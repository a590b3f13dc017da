import { RunIds } from '../../utils/run-id';

/** Where the started stack listens, shared by setup, tests and teardown. */
export interface E2eStack extends RunIds {
  url: string;
  /** Where the run's SMTP server writes the mails it receives. */
  mailDir: string;
  pid: number;
  startSeconds: number;
}

const ENV_KEY = 'GAMEHUB_E2E_STACK';

export function saveStack(stack: E2eStack): void {
  process.env[ENV_KEY] = JSON.stringify(stack);
}

export function loadStack(): E2eStack {
  const saved = process.env[ENV_KEY];
  if (!saved) throw new Error(`${ENV_KEY} is not set: run e2e tests through their jest config`);
  return JSON.parse(saved) as E2eStack;
}

/** The client is built with this key (frontend/src/config/env.ts default). */
export const WEB_API_KEY = 'gamehub-web';
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token';

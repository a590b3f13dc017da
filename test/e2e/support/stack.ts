import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RunIds } from '../../utils/run-id';

/** Where the started stack listens, shared by setup, tests and teardown. */
export interface E2eStack extends RunIds {
  url: string;
  /** Where the run's SMTP server writes the mails it receives. */
  mailDir: string;
  pid: number;
  startSeconds: number;
}

const FILE = join(__dirname, '..', '..', '..', 'var', 'e2e-stack.json');

export function saveStack(stack: E2eStack): void {
  mkdirSync(join(FILE, '..'), { recursive: true });
  writeFileSync(FILE, JSON.stringify(stack));
}

export function loadStack(): E2eStack {
  return JSON.parse(readFileSync(FILE, 'utf8')) as E2eStack;
}

/** The client is built with this key (frontend/src/config/env.ts default). */
export const WEB_API_KEY = 'gamehub-web';
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token';

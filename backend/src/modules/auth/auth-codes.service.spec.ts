import { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/env';
import { AuthCodesRepository } from './auth-codes.repository';
import { AuthCodesService } from './auth-codes.service';
import { hashSecret } from './secrets';

function codes(jwtSecret = 'a-test-secret-of-at-least-thirty-two-characters') {
  const stored: unknown[][] = [];
  const repository = {
    insert: jest.fn(async (_manager: EntityManager, ...values: unknown[]) => {
      stored.push(values);
    }),
  } as unknown as AuthCodesRepository;
  const manager = {} as EntityManager;
  return {
    service: new AuthCodesService({ jwtSecret } as AppConfig, repository),
    manager,
    stored,
  };
}

describe('AuthCodesService.issue', () => {
  it('mails the same code when a job is retried, so a mail already delivered still works', async () => {
    const { service, manager, stored } = codes();
    const first = await service.issue(manager, 'user-1', 'verify_email', 'mail.verify_email:job-1');
    const retry = await service.issue(manager, 'user-1', 'verify_email', 'mail.verify_email:job-1');
    expect(retry).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    // Only the hash is stored.
    expect(stored[0][0]).toBe(hashSecret(first));
    expect(stored[0]).not.toContain(first);
  });

  it('gives every job, purpose and server secret a code of its own', async () => {
    const { service, manager } = codes();
    const a = await service.issue(manager, 'user-1', 'verify_email', 'job-1');
    const b = await service.issue(manager, 'user-1', 'verify_email', 'job-2');
    const c = await service.issue(manager, 'user-1', 'reset_password', 'job-1');
    const other = codes('another-secret-of-at-least-thirty-two-characters');
    const d = await other.service.issue(other.manager, 'user-1', 'verify_email', 'job-1');
    expect(new Set([a, b, c, d]).size).toBe(4);
  });
});

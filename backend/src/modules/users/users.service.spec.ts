import { EntityManager } from 'typeorm';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

const USER_ID = '6f1c2b1e-0000-4000-8000-000000000001';

function setup() {
  const repository = {
    saveHandles: strict(),
    insertWithPassword: strict(),
    linkProvider: strict(),
    lockStreak: strict(),
    ban: strict(),
  };
  const service = new UsersService(repository as unknown as UsersRepository);
  return { service, repository, em: {} as EntityManager };
}

describe('UsersService writes', () => {
  it('writes only the handle columns it is given, a null clearing one', async () => {
    const { service, repository } = setup();
    repository.saveHandles.mockImplementationOnce(async () => undefined);
    await service.saveHandles(USER_ID, { clash_royal: 'PPQ', bgmi: null });
    expect(repository.saveHandles).toHaveBeenCalledWith(USER_ID, {
      clash_royal: 'PPQ',
      bgmi: null,
    });
  });

  it('answers null for a sign-up whose email is taken', async () => {
    const { service, repository, em } = setup();
    repository.insertWithPassword.mockImplementationOnce(async () => null);
    await expect(
      service.createWithPassword(em, {
        name: 'Asha',
        email: 'asha@example.com',
        passwordHash: 'hash',
        country: 'India',
        gender: 'women',
        referralCode: 'ABC123',
        invitedByCode: null,
      }),
    ).resolves.toBeNull();
  });

  it.each([
    ['links a free subject', true],
    ['refuses an account linked to another subject', false],
  ])('%s', async (_, linked) => {
    const { service, repository, em } = setup();
    repository.linkProvider.mockImplementationOnce(async () => linked);
    await expect(service.linkProvider(em, USER_ID, 'appleSub', 'apple-sub-1')).resolves.toBe(
      linked,
    );
    expect(repository.linkProvider).toHaveBeenCalledWith(em, USER_ID, 'appleSub', 'apple-sub-1');
  });

  it('reads the streak it locks', async () => {
    const { service, repository, em } = setup();
    repository.lockStreak.mockImplementationOnce(async () => ({
      streakCount: 3,
      lastBonusOn: '2026-11-21',
    }));
    await expect(service.lockStreak(em, USER_ID)).resolves.toEqual({
      streakCount: 3,
      lastBonusOn: '2026-11-21',
    });
  });

  it('refuses a streak claim of an account that does not exist', async () => {
    const { service, repository, em } = setup();
    repository.lockStreak.mockImplementationOnce(async () => null);
    await expect(service.lockStreak(em, USER_ID)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'USER_NOT_FOUND',
      message: 'Account not found.',
    });
  });

  it('refuses to ban an account that does not exist', async () => {
    const { service, repository, em } = setup();
    repository.ban.mockImplementationOnce(async () => null);
    await expect(service.ban(em, USER_ID, 'cheating')).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
  });
});

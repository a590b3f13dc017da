import { EntityManager, Repository } from 'typeorm';
import { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

const USER_ID = '6f1c2b1e-0000-4000-8000-000000000001';

function setup() {
  const users = { findOneBy: strict(), query: strict(), update: strict() };
  const manager = { query: strict() };
  const repository = new UsersRepository(users as unknown as Repository<User>);
  return { repository, users, manager, em: manager as unknown as EntityManager };
}

describe('UsersRepository', () => {
  it('writes only the handle columns it is given, a null clearing one', async () => {
    const { repository, users } = setup();
    users.query.mockImplementationOnce(async () => []);
    await repository.saveHandles(USER_ID, { clash_royal: 'PPQ', bgmi: null });
    expect(users.query).toHaveBeenCalledWith(
      `UPDATE users SET clash_royal_handle = $2, bgmi_handle = $3, updated_at = now() WHERE id = $1`,
      [USER_ID, 'PPQ', null],
    );
  });

  it('answers null for a sign-up whose email is taken', async () => {
    const { repository, manager, em } = setup();
    manager.query.mockImplementationOnce(async () => []);
    await expect(
      repository.insertWithPassword(em, {
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
    ['links a free subject', [[{ id: USER_ID }], 1], true],
    ['refuses an account linked to another subject', [[], 0], false],
  ])('%s', async (_, answer, linked) => {
    const { repository, manager, em } = setup();
    manager.query.mockImplementationOnce(async () => answer);
    await expect(repository.linkProvider(em, USER_ID, 'appleSub', 'apple-sub-1')).resolves.toBe(
      linked,
    );
    expect(manager.query.mock.calls[0][0]).toContain('UPDATE users SET apple_sub = $2');
  });

  it('reads the streak it locks', async () => {
    const { repository, manager, em } = setup();
    manager.query.mockImplementationOnce(async () => [
      { streak_count: 3, last_bonus_on: '2026-11-21' },
    ]);
    await expect(repository.lockStreak(em, USER_ID)).resolves.toEqual({
      streakCount: 3,
      lastBonusOn: '2026-11-21',
    });
  });

  it('answers no streak for an account that does not exist', async () => {
    const { repository, manager, em } = setup();
    manager.query.mockImplementationOnce(async () => []);
    await expect(repository.lockStreak(em, USER_ID)).resolves.toBeNull();
  });
});

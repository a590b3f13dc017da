import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { GameProviderAdapter } from '../games/adapters/game-provider.adapter';
import { GameId, HandleGameId } from '../games/game-id';
import { gameErrors } from '../games/games.errors';
import { GamerHandlesService } from './gamer-handles.service';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

const USER_ID = '6f1c2b1e-0000-4000-8000-000000000001';
const savedUser = { id: USER_ID } as User;
const savedHandles = { chess: 'hikaru', clash_clan: null, clash_royal: null, bgmi: null };
const view = { user_id: USER_ID, gamer_handle: savedHandles };

function setup(adapterAnswers: Partial<Record<HandleGameId, boolean | Error>> = {}) {
  const users = { get: strict(), toView: strict(), view: strict(), saveHandles: strict() };
  const adapters: GameProviderAdapter[] = Object.entries(adapterAnswers).map(([game, answer]) => ({
    game: Number(game) as HandleGameId,
    host: `host-${game}`,
    exists: jest.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  }));
  const service = new GamerHandlesService(users as unknown as UsersService, adapters);
  return { service, users, adapters };
}

function loadsSavedUser(users: ReturnType<typeof setup>['users']) {
  users.get.mockImplementationOnce(async () => savedUser);
  users.toView.mockImplementationOnce(() => view);
}

describe('GamerHandlesService.check', () => {
  it('normalises the handle and asks the game’s provider', async () => {
    const { service, adapters } = setup({ [GameId.ClashOfClans]: true });
    await expect(service.check(GameId.ClashOfClans, '#2ppq8yl')).resolves.toEqual({
      handle: '2PPQ8YL',
      host: 'Clash of Clans',
      checked: true,
    });
    expect(adapters[0].exists).toHaveBeenCalledWith('2PPQ8YL');
  });

  it('refuses a handle the provider does not know', async () => {
    const { service } = setup({ [GameId.Chess]: false });
    await expect(service.check(GameId.Chess, 'nobody')).rejects.toMatchObject({
      code: 'HANDLE_NOT_FOUND',
      message: 'host-1 username not found!',
    });
  });

  it('skips the check for a game without a configured provider', async () => {
    const { service } = setup({});
    await expect(service.check(GameId.Chess, 'Hikaru')).resolves.toEqual({
      handle: 'hikaru',
      host: 'Chess.com',
      checked: false,
    });
  });

  it('never asks the provider about an invalid handle', async () => {
    const { service, adapters } = setup({ [GameId.Chess]: true });
    await expect(service.check(GameId.Chess, 'a_b')).rejects.toMatchObject({
      message: 'Please Enter Valid Chess Id !',
    });
    expect(adapters[0].exists).not.toHaveBeenCalled();
  });
});

describe('GamerHandlesService.change', () => {
  it('checks each changed game handle, writes only changed columns, answers the view', async () => {
    const { service, users, adapters } = setup({
      [GameId.Chess]: true,
      [GameId.ClashRoyale]: true,
    });
    loadsSavedUser(users);
    users.saveHandles.mockImplementationOnce(async () => undefined);
    const updated = { ...view, gamer_handle: { ...savedHandles, clash_royal: 'PPQ' } };
    users.view.mockImplementationOnce(async () => updated);

    await expect(
      service.change(USER_ID, { chess: 'Hikaru', clash_royal: '#ppq', bgmi: '5123456789' }),
    ).resolves.toBe(updated);

    expect(adapters[0].exists).not.toHaveBeenCalled(); // chess unchanged
    expect(adapters[1].exists).toHaveBeenCalledWith('PPQ');
    expect(users.saveHandles).toHaveBeenCalledWith(USER_ID, {
      clash_royal: 'PPQ',
      bgmi: '5123456789',
    });
  });

  it('clears a handle without asking its provider', async () => {
    const { service, users, adapters } = setup({ [GameId.Chess]: true });
    loadsSavedUser(users);
    users.saveHandles.mockImplementationOnce(async () => undefined);
    users.view.mockImplementationOnce(async () => view);
    await service.change(USER_ID, { chess: '', bgmi: '5123456789' });
    expect(adapters[0].exists).not.toHaveBeenCalled();
    expect(users.saveHandles).toHaveBeenCalledWith(USER_ID, { chess: null, bgmi: '5123456789' });
  });

  it('saves nothing when a provider does not know the handle', async () => {
    const { service, users } = setup({ [GameId.Chess]: false });
    loadsSavedUser(users);
    await expect(service.change(USER_ID, { chess: 'magnus' })).rejects.toMatchObject({
      code: 'HANDLE_NOT_FOUND',
    });
  });

  it('saves nothing when a provider is down', async () => {
    const { service, users } = setup({
      [GameId.ClashOfClans]: gameErrors.providerUnavailable('Clash of Clans'),
    });
    loadsSavedUser(users);
    await expect(service.change(USER_ID, { clash_clan: '2PPQ8YL' })).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'PROVIDER_UNAVAILABLE',
    });
  });

  it('turns the UNIQUE constraint’s refusal into “User already there”', async () => {
    const { service, users } = setup({});
    loadsSavedUser(users);
    users.saveHandles.mockImplementationOnce(async () => {
      throw Object.assign(new Error('duplicate key value'), { code: '23505' });
    });
    await expect(service.change(USER_ID, { chess: 'magnus' })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'HANDLE_TAKEN',
      message: 'User already there',
    });
  });

  it('lets other database errors through', async () => {
    const { service, users } = setup({});
    loadsSavedUser(users);
    const down = new Error('connection terminated');
    users.saveHandles.mockImplementationOnce(async () => {
      throw down;
    });
    await expect(service.change(USER_ID, { chess: 'magnus' })).rejects.toBe(down);
  });

  it('refuses an unchanged form before asking anyone', async () => {
    const { service, users, adapters } = setup({ [GameId.Chess]: true });
    loadsSavedUser(users);
    await expect(service.change(USER_ID, { chess: 'HIKARU' })).rejects.toMatchObject({
      message: 'At least one field must be changed!',
    });
    expect(adapters[0].exists).not.toHaveBeenCalled();
  });
});

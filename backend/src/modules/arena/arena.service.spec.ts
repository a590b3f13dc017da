import type { AppConfig } from '../../config/env';
import { GameId } from '../games/game-id';
import type { TournamentsService } from '../tournaments/tournaments.service';
import { ArenaService } from './arena.service';
import type { MatchStore } from './match-store';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

const HOUR = 3_600_000;
const live = {
  id: 7,
  gameId: GameId.TicTacToe,
  startsAt: new Date(Date.now() - HOUR),
  endsAt: new Date(Date.now() + HOUR),
};

function setup() {
  const store = { activeMatchOf: strict(), pair: strict(), lobby: strict(), get: strict() };
  const tournaments = { findById: strict(), entriesOf: strict() };
  store.activeMatchOf.mockImplementation(async () => null);
  store.pair.mockImplementation(async () => ({ kind: 'waiting' }));
  store.lobby.mockImplementation(async () => counts);
  tournaments.entriesOf.mockImplementation(async (_: unknown, userIds: unknown) =>
    (userIds as string[])
      .filter((u) => u !== 'outsider')
      .map((u) => ({ user_id: u, player_name: u })),
  );
  const config = { matches: { moveSeconds: 20, reconnectSeconds: 15, endGraceSeconds: 60 } };
  const service = new ArenaService(
    store as unknown as MatchStore,
    {} as never,
    tournaments as unknown as TournamentsService,
    {} as never,
    config as AppConfig,
  );
  return { service, store, tournaments };
}

const counts = { searching: 1, online: 3 };
const searching = { kind: 'searching', counts };

const players = (n: number) => Array.from({ length: n }, (_, i) => `user-${i}`);

describe('ArenaService.play', () => {
  it('reads the tournament once however many players press PLAY NOW at the same moment', async () => {
    const { service, tournaments, store } = setup();
    let answer: ((t: typeof live) => void) | undefined;
    tournaments.findById.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    const plays = players(50).map((u) => service.play(u, live.id));
    // Every play has asked for the tournament before the one read answers.
    while (!answer) await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    answer(live);
    expect(await Promise.all(plays)).toEqual(players(50).map(() => searching));
    expect(tournaments.findById).toHaveBeenCalledTimes(1);
    // Each player's own entry is checked, the burst's in one query.
    expect(tournaments.entriesOf).toHaveBeenCalledTimes(1);
    expect(tournaments.entriesOf).toHaveBeenCalledWith(live.id, players(50));
    expect(store.pair).toHaveBeenCalledTimes(50);
    expect(store.pair).toHaveBeenCalledWith(
      live.id,
      { userId: 'user-3', name: 'user-3' },
      expect.any(String),
      expect.objectContaining({ moveMs: 20_000, reconnectMs: 15_000 }),
    );
  });

  it('does not keep a failed read: the next play reads the tournament again', async () => {
    const { service, tournaments } = setup();
    tournaments.findById.mockImplementationOnce(async () => {
      throw new Error('connection lost');
    });
    await expect(Promise.all(players(3).map((u) => service.play(u, live.id)))).rejects.toThrow(
      'connection lost',
    );
    tournaments.findById.mockImplementationOnce(async () => live);
    await expect(service.play('user-9', live.id)).resolves.toEqual(searching);
    expect(tournaments.findById).toHaveBeenCalledTimes(2);
  });

  it('refuses a player not registered in the tournament, in the same query as the others', async () => {
    const { service, tournaments } = setup();
    tournaments.findById.mockImplementationOnce(async () => live);
    const [outsider, player] = await Promise.allSettled([
      service.play('outsider', live.id),
      service.play('user-1', live.id),
    ]);
    expect(outsider).toMatchObject({ status: 'rejected', reason: { code: 'NOT_REGISTERED' } });
    expect(player).toEqual({ status: 'fulfilled', value: searching });
    expect(tournaments.entriesOf).toHaveBeenCalledTimes(1);
  });

  it('refuses a tournament that is not live or not tic-tac-toe, from the same read', async () => {
    const { service, tournaments, store } = setup();
    tournaments.findById
      // Ended a minute ago: 1 ms ago was still "live" to a check whose clock read came first.
      .mockImplementationOnce(async () => ({ ...live, endsAt: new Date(Date.now() - 60_000) }))
      .mockImplementationOnce(async () => ({ ...live, id: 8, gameId: GameId.Chess }));
    await expect(service.play('user-1', 7)).rejects.toMatchObject({ code: 'TOURNAMENT_NOT_LIVE' });
    await expect(service.play('user-2', 7)).rejects.toMatchObject({ code: 'TOURNAMENT_NOT_LIVE' });
    await expect(service.play('user-1', 8)).rejects.toMatchObject({ code: 'NOT_TIC_TAC_TOE' });
    expect(tournaments.findById).toHaveBeenCalledTimes(2);
    expect(store.pair).not.toHaveBeenCalled();
  });
});

describe('ArenaService lobby', () => {
  it('a searcher is marked online and told how many search and are online in the tournament', async () => {
    const { service, tournaments, store } = setup();
    tournaments.findById.mockImplementationOnce(async () => live);
    await expect(service.play('user-1', live.id)).resolves.toEqual(searching);
    expect(store.lobby).toHaveBeenCalledWith(live.id, ['user-1']);
  });

  it('an open panel gets the match its player is in, or the counts', async () => {
    const { service, tournaments, store } = setup();
    tournaments.findById.mockImplementationOnce(async () => live);
    await expect(service.watch('user-1', live.id)).resolves.toEqual({ kind: 'watching', counts });
    const match = { id: 'm-1', tournamentId: live.id, status: 'playing' };
    store.activeMatchOf.mockImplementationOnce(async () => 'm-1');
    store.get.mockImplementationOnce(async () => match);
    await expect(service.watch('user-1', live.id)).resolves.toEqual({ kind: 'match', match });
    expect(store.lobby).toHaveBeenCalledTimes(2);
  });

  it('refuses to watch for a player not registered, or a tournament that is not tic-tac-toe', async () => {
    const { service, tournaments, store } = setup();
    tournaments.findById
      .mockImplementationOnce(async () => live)
      .mockImplementationOnce(async () => ({ ...live, id: 8, gameId: GameId.Chess }));
    await expect(service.watch('outsider', live.id)).rejects.toMatchObject({
      code: 'NOT_REGISTERED',
    });
    await expect(service.watch('user-1', 8)).rejects.toMatchObject({ code: 'NOT_TIC_TAC_TOE' });
    expect(store.lobby).not.toHaveBeenCalled();
  });
});

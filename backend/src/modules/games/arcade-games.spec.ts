import { ARCADE_GAMES, isArcadeGame, playMs } from './arcade-games';
import { GameId } from './game-id';

describe('arcade games', () => {
  const racer = ARCADE_GAMES[GameId.MrRacer];

  it.each([
    [0, 0],
    [1, 17],
    [60, 1_000],
    [5_430, 90_500],
  ])('a run of %i ticks plays %i ms', (ticks, ms) => {
    expect(playMs(racer, ticks)).toBe(ms);
  });

  it('only MR RACER is played in runs: the other games’ results come from matches and sites', () => {
    const runGames = Object.values(GameId).filter((v) => typeof v === 'number' && isArcadeGame(v));
    expect(runGames).toEqual([GameId.MrRacer]);
    expect(isArcadeGame(0)).toBe(false);
  });

  it('MR RACER lives at /games/mr_racer and replays with the game’s own simulation', () => {
    expect(racer).toMatchObject({ slug: 'mr_racer', name: 'MR RACER', genre: 'Racing' });
    expect(racer.replay(1, 60, [])).toMatchObject({ ok: true, ticks: 60, endReason: 'ended' });
  });
});

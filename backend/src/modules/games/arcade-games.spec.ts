import { ARCADE_GAMES, isArcadeGame, playMs } from './arcade-games';
import { ArcadeGameId, GameId } from './game-id';

describe('arcade games', () => {
  const racer = ARCADE_GAMES[ArcadeGameId.MrRacer];

  it.each([
    [0, 0],
    [1, 17],
    [60, 1_000],
    [5_430, 90_500],
  ])('a run of %i ticks plays %i ms', (ticks, ms) => {
    expect(playMs(racer, ticks)).toBe(ms);
  });

  it('only arcade ids are arcade games: tournament games never take runs', () => {
    expect(isArcadeGame(ArcadeGameId.MrRacer)).toBe(true);
    for (const id of Object.values(GameId).filter((v) => typeof v === 'number')) {
      expect(isArcadeGame(id as number)).toBe(false);
    }
    expect(isArcadeGame(0)).toBe(false);
  });

  it('MR RACER lives at /games/mr_racer and replays with the game’s own simulation', () => {
    expect(racer).toMatchObject({ slug: 'mr_racer', name: 'MR RACER', genre: 'Racing' });
    expect(racer.replay(1, 60, [])).toMatchObject({ ok: true, ticks: 60, endReason: 'ended' });
  });
});

import { ARCADE_GAMES, isArcadeGame, maxPlausibleScore } from './arcade-games';
import { ArcadeGameId, GameId } from './game-id';

describe('arcade games', () => {
  const racer = ARCADE_GAMES[ArcadeGameId.MrRacer];

  it.each([
    [0, 0],
    [999, 59],
    [1_000, 60],
    [90_500, 5_430],
    [-5, 0],
  ])('a run of %i ms may score at most %i points', (elapsedMs, max) => {
    expect(maxPlausibleScore(racer, elapsedMs)).toBe(max);
  });

  it('only arcade ids are arcade games: tournament games never take runs', () => {
    expect(isArcadeGame(ArcadeGameId.MrRacer)).toBe(true);
    for (const id of Object.values(GameId).filter((v) => typeof v === 'number')) {
      expect(isArcadeGame(id as number)).toBe(false);
    }
    expect(isArcadeGame(0)).toBe(false);
  });

  it('MR RACER lives at /games/mr_racer', () => {
    expect(racer).toMatchObject({ slug: 'mr_racer', name: 'MR RACER', genre: 'Racing' });
  });
});

import { GameId } from '../game-id';
import { GAME_LIST } from '../games';
import { ChessGame } from './chess-scoring';
import { RawResult, pointsFor } from './points';

const chess = (...games: [ChessGame['result'], string][]): RawResult => ({
  kind: 'chess',
  games: games.map(([result, timeControl]) => ({ result, timeControl })),
});
const trophies = (startTrophies: number, endTrophies: number): RawResult => ({
  kind: 'trophies',
  startTrophies,
  endTrophies,
});
const matches = (wins: number, draws: number, losses: number): RawResult => ({
  kind: 'matches',
  wins,
  draws,
  losses,
});

interface Row {
  name: string;
  gameId: GameId;
  result: RawResult;
  points: number;
}

const ROWS: Row[] = [
  { name: 'chess: nothing played', gameId: GameId.Chess, result: chess(), points: 0 },
  { name: 'chess: a bullet win', gameId: GameId.Chess, result: chess(['win', '60']), points: 3 },
  {
    name: 'chess: a blitz draw',
    gameId: GameId.Chess,
    result: chess(['draw', '300+5']),
    points: 3,
  },
  { name: 'chess: a rapid win', gameId: GameId.Chess, result: chess(['win', '600']), points: 15 },
  { name: 'chess: a loss', gameId: GameId.Chess, result: chess(['loss', '180']), points: 0 },
  {
    name: 'chess: a daily game is not scored',
    gameId: GameId.Chess,
    result: chess(['win', '1/86400']),
    points: 0,
  },
  {
    name: 'chess: one game of each mode',
    gameId: GameId.Chess,
    result: chess(['win', '60'], ['win', '300'], ['draw', '600']),
    points: 3 + 9 + 5,
  },
  {
    name: 'Clash of Clans: no change',
    gameId: GameId.ClashOfClans,
    result: trophies(4321, 4321),
    points: 0,
  },
  {
    name: 'Clash of Clans: 100 trophies in the first band',
    gameId: GameId.ClashOfClans,
    result: trophies(100, 200),
    points: 100,
  },
  {
    name: 'Clash of Clans: a gain across two bands',
    gameId: GameId.ClashOfClans,
    result: trophies(950, 1050),
    points: 50 + 100,
  },
  {
    name: 'Clash of Clans: trophies lost',
    gameId: GameId.ClashOfClans,
    result: trophies(3000, 2500),
    points: 0,
  },
  {
    name: 'Clash Royale: 100 trophies in the top band',
    gameId: GameId.ClashRoyale,
    result: trophies(9000, 9100),
    points: 1000,
  },
  {
    name: 'tic-tac-toe: nothing played',
    gameId: GameId.TicTacToe,
    result: matches(0, 0, 0),
    points: 0,
  },
  { name: 'tic-tac-toe: one win', gameId: GameId.TicTacToe, result: matches(1, 0, 0), points: 2 },
  { name: 'tic-tac-toe: one draw', gameId: GameId.TicTacToe, result: matches(0, 1, 0), points: 1 },
  { name: 'tic-tac-toe: one loss', gameId: GameId.TicTacToe, result: matches(0, 0, 1), points: 0 },
  {
    name: 'tic-tac-toe: a tournament of 3 wins, 2 draws, 4 losses',
    gameId: GameId.TicTacToe,
    result: matches(3, 2, 4),
    points: 3 * 2 + 2,
  },
];

describe('pointsFor', () => {
  it.each(ROWS)('$name: $points points', ({ gameId, result, points }) => {
    expect(pointsFor(gameId, result)).toBe(points);
  });

  it.each<[GameId, RawResult]>([
    [GameId.Chess, matches(1, 0, 0)],
    [GameId.ClashOfClans, chess(['win', '60'])],
    [GameId.ClashRoyale, matches(1, 0, 0)],
    [GameId.TicTacToe, trophies(0, 100)],
  ])('refuses game %d a result of another kind', (gameId, result) => {
    expect(() => pointsFor(gameId, result)).toThrow(RangeError);
  });

  it('refuses a game it does not know', () => {
    expect(() => pointsFor(99 as GameId, matches(1, 0, 0))).toThrow(RangeError);
  });

  it('scores every game of the catalog by its own scoring kind', () => {
    const sample: Record<RawResult['kind'], RawResult> = {
      chess: chess(['win', '60']),
      trophies: trophies(0, 1),
      matches: matches(1, 0, 0),
      runs: { kind: 'runs', bestRun: 4321 },
    };
    for (const game of GAME_LIST) {
      expect(pointsFor(game.id, sample[game.scoring.kind])).toBeGreaterThan(0);
    }
  });

  it('passes on what the game’s own rule refuses', () => {
    expect(() => pointsFor(GameId.ClashOfClans, trophies(-1, 100))).toThrow(RangeError);
    const unknown = { result: 'resigned', timeControl: '300' } as unknown as ChessGame;
    expect(() => pointsFor(GameId.Chess, { kind: 'chess', games: [unknown] })).toThrow(RangeError);
  });
});

import { standingsOf } from './match-results.service';
import type { MatchState } from './match-store';

const match = (over: Partial<MatchState>): MatchState => ({
  id: 'm1',
  tournamentId: 3,
  x: { userId: 'ux', name: 'Xena' },
  o: { userId: 'uo', name: 'Omar' },
  board: 'xxxoo....',
  moves: [0, 3, 1, 4, 2],
  status: 'over',
  result: 'x',
  reason: 'line',
  startedAt: 1_000,
  moveDeadline: 0,
  awaySince: { x: 0, o: 0 },
  reconnectMs: 15_000,
  endedAt: 42_600,
  ...over,
});

describe('what a finished match adds to the standings', () => {
  it('gives the winner 2 points and a win, the loser a loss, both the match time', () => {
    expect(standingsOf(match({}))).toEqual([
      { user_id: 'ux', points: 2, wins: 1, draws: 0, losses: 0, completion_seconds: 42 },
      { user_id: 'uo', points: 0, wins: 0, draws: 0, losses: 1, completion_seconds: 42 },
    ]);
  });

  it('gives O the win when O wins, on time or by forfeit', () => {
    const [x, o] = standingsOf(match({ result: 'o', reason: 'timeout', endedAt: 21_000 }));
    expect([x.points, x.losses, o.points, o.wins]).toEqual([0, 1, 2, 1]);
    expect(o.completion_seconds).toBe(20);
  });

  it('gives each player 1 point and a draw for a full board', () => {
    for (const s of standingsOf(match({ result: 'draw', reason: 'full' }))) {
      expect(s).toMatchObject({ points: 1, draws: 1, wins: 0, losses: 0 });
    }
  });
});

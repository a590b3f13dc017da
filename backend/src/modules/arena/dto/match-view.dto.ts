import { Mark } from '../../games/tic-tac-toe/tic-tac-toe';
import { MatchEndReason, MatchResult } from '../entities/match.entity';
import type { MatchState } from '../match-store';

/** A match as both players' clients see it (sent on every change). */
export interface MatchView {
  match_id: string;
  event_id: number;
  players: Record<Mark, { user_id: string; player_name: string; away: boolean }>;
  /** Nine cells, row by row: 'x', 'o' or null. */
  board: (Mark | null)[];
  turn: Mark;
  status: 'playing' | 'over';
  /** The winning mark, 'draw', or 'void'; null while playing. */
  result: MatchResult | null;
  reason: MatchEndReason | null;
  /** When the player on turn loses on time, and the server's clock now (epoch ms). */
  move_deadline: number;
  server_time: number;
}

export function toMatchView(m: MatchState, now = Date.now()): MatchView {
  return {
    match_id: m.id,
    event_id: m.tournamentId,
    players: {
      x: { user_id: m.x.userId, player_name: m.x.name, away: m.awaySince.x > 0 },
      o: { user_id: m.o.userId, player_name: m.o.name, away: m.awaySince.o > 0 },
    },
    board: [...m.board].map((c) => (c === '.' ? null : (c as Mark))),
    turn: m.moves.length % 2 === 0 ? 'x' : 'o',
    status: m.status,
    result: m.result,
    reason: m.reason,
    move_deadline: m.moveDeadline,
    server_time: now,
  };
}

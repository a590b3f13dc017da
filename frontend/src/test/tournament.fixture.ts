import type { Tournament } from '../features/tournaments/api/get-tournament-list';

/** A live tournament as POST /api/tournament_list answers it, with `overrides`. */
export function tournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    game_id: 1,
    event_id: 7,
    event_title: 'Blitz Weekend Cup',
    tournament_date: '2025-03-12T14:00:00Z',
    tournament_status: 'live',
    tournament_duration: '2h 30m',
    prize_pool: 200000,
    registered_participants: 48,
    max_participants: 64,
    remaining_seconds: 90_061,
    end_time: '2025-03-12T16:30:00Z',
    is_registered: false,
    ...overrides,
  };
}

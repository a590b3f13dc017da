import type { TournamentPool } from '../features/tournaments/api/get-tournament';
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
    // Announced before prizes required play (issue 48): every registrant ranked.
    requires_play: false,
    guaranteed_players: 0,
    paid_share_percent: 100,
    registered_participants: 48,
    max_participants: 64,
    remaining_seconds: 90_061,
    end_time: '2025-03-12T16:30:00Z',
    is_registered: false,
    ...overrides,
  };
}

/**
 * A pool as POST /api/tournament answers it: prize_table [1000, 500], full from 4 players who
 * played, at most half of them paid; 2 have played, so 1 place at 1000 × 2/4.
 */
export function tournamentPool(overrides: Partial<TournamentPool> = {}): TournamentPool {
  return {
    full: 1500,
    now: 500,
    eligible_players: 2,
    guaranteed_players: 4,
    paid_share_percent: 50,
    paid_places: 1,
    ...overrides,
  };
}

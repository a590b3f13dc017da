import { tournamentPool as pool } from '../../test/tournament.fixture';
import type { TournamentPool } from './api/get-tournament';
import { poolLine, prizeRules, type PrizeTerms } from './prize-pool';

const line = (status: string, p: TournamentPool, requires_play = true) => {
  const shown = poolLine({ requires_play, tournament_status: status }, p);
  return shown && [shown.headline, ...shown.facts].join(' · ');
};

describe('poolLine', () => {
  it.each([
    [
      'live, below the guarantee: the pool now, who played, the full pool and its field, the share paid',
      'live',
      pool(),
      'Pool now: 500 coins · 2 players have played · full 1,500 coins once 4 have played · top 50% paid (1 place now)',
    ],
    [
      'live, at the guarantee: the full pool is guaranteed',
      'live',
      pool({ now: 1500, eligible_players: 4, paid_places: 2 }),
      'Pool now: 1,500 coins · 4 players have played · full pool guaranteed · top 50% paid (2 places now)',
    ],
    [
      'live, guaranteed from any field (0)',
      'live',
      pool({ now: 1000, eligible_players: 1, guaranteed_players: 0, paid_share_percent: 100 }),
      'Pool now: 1,000 coins · 1 player has played · full pool guaranteed · all who played can be paid (1 place now)',
    ],
    [
      'live, nobody has played yet',
      'live',
      pool({ now: 0, eligible_players: 0, paid_places: 0 }),
      'Pool now: 0 coins · nobody has played yet · full 1,500 coins once 4 have played · top 50% paid (0 places now)',
    ],
    [
      'completed, below the guarantee: what the field shared',
      'completed',
      pool(),
      'Final pool: 500 coins · 2 players played · the full 1,500 coins needed 4 players · 1 place paid',
    ],
    [
      'completed, at the guarantee',
      'completed',
      pool({ now: 1500, eligible_players: 6, paid_places: 2 }),
      'Final pool: 1,500 coins · 6 players played · full pool reached · 2 places paid',
    ],
    [
      'upcoming: the terms, before anyone can play',
      'upcoming',
      pool({ now: 0, eligible_players: 0, paid_places: 0 }),
      'Full pool once 4 players have played · fewer players, smaller prizes · top 50% of players who play are paid',
    ],
    [
      'upcoming, guaranteed from any field',
      'upcoming',
      pool({ now: 0, eligible_players: 0, paid_places: 0, guaranteed_players: 0 }),
      'Full pool guaranteed · top 50% of players who play are paid',
    ],
  ])('%s', (_name, status, p, expected) => {
    expect(line(status, p)).toBe(expected);
  });

  it('shows nothing for a tournament announced before prizes required play', () => {
    expect(line('live', pool(), false)).toBeNull();
    expect(line('completed', pool(), false)).toBeNull();
  });
});

describe('prizeRules', () => {
  const terms = (overrides: Partial<PrizeTerms> = {}): PrizeTerms => ({
    requires_play: true,
    guaranteed_players: 4,
    paid_share_percent: 50,
    prize_pool: 1500,
    ...overrides,
  });

  it("says who is paid in the tournament's own numbers", () => {
    expect(prizeRules(terms(), 'matches')).toEqual({
      title: 'Prizes',
      items: [
        'Only players who play are ranked and paid: you need at least one counted result (a finished match against another player) between the start and the end. Registering alone wins nothing.',
        'The full prize pool of 1,500 coins is guaranteed once 4 players have played. With fewer, each prize shrinks in proportion, rounded down: with 2 players who played, each prize is 2/4 of its full amount.',
        'At most 50% of the players who played are paid (rounded down), never more places than the prize table has.',
        'Ties share among players who played: tied players split the prizes of the places they fill equally.',
      ],
    });
  });

  it('names the counted result of the game, and a pool guaranteed from any field', () => {
    const rules = prizeRules(
      terms({ guaranteed_players: 0, paid_share_percent: 100, prize_pool: 250 }),
      'runs',
    );
    expect(rules?.items[0]).toContain('(a verified run)');
    expect(rules?.items[1]).toBe(
      'The full prize pool of 250 coins is paid however many players play.',
    );
    expect(rules?.items[2]).toBe(
      'Every player who played can be paid, down to the last place of the prize table.',
    );
  });

  it('adds nothing for a tournament that ranks every registrant', () => {
    expect(prizeRules(terms({ requires_play: false }), 'chess')).toBeNull();
  });
});

import { formatIndianNumber } from '../../lib/number-format';
import type { GameScoring } from '../games';
import type { TournamentPool } from './api/get-tournament';
import type { Tournament } from './api/get-tournament-list';
import { statusDisplay } from './tournament-format';
import type { RuleSection } from './tournament-guides';

/*
 * Prizes only for play (issue 48): only registrants with a counted result in the window are
 * ranked and paid; the full pool is guaranteed from `guaranteed_players` of them and scales down
 * below; at most `paid_share_percent` of them are paid. Every number here is the tournament's
 * own, as the API sends it. A tournament announced before the rule (`requires_play` false) ranks
 * every registrant and keeps its old display: nothing here applies to it.
 */

/** The prize terms a tournament declares (the list and the detail both carry them). */
export type PrizeTerms = Pick<
  Tournament,
  'requires_play' | 'guaranteed_players' | 'paid_share_percent' | 'prize_pool'
>;

const coins = (value: number) => `${formatIndianNumber(value)} ${value === 1 ? 'coin' : 'coins'}`;
const players = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;
const places = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`;
const havePlayed = (count: number) => `${count === 1 ? 'has' : 'have'} played`;

/** The pool line of the tournament page: a headline, then short facts. */
export interface PoolLine {
  headline: string;
  facts: string[];
}

/**
 * What the pool is now: while live it follows the players who played so far; once completed it
 * is what they shared; before the start, what the field will earn. Null for a tournament that
 * ranks every registrant.
 */
export function poolLine(
  tournament: Pick<Tournament, 'requires_play' | 'tournament_status'>,
  pool: TournamentPool,
): PoolLine | null {
  if (!tournament.requires_play) return null;
  const { full, now, eligible_players: played, guaranteed_players: needed } = pool;
  const share = pool.paid_share_percent;
  const guaranteed = needed === 0 || played >= needed;
  const tone = statusDisplay(tournament.tournament_status).tone;

  if (tone === 'live') {
    return {
      headline: `Pool now: ${coins(now)}`,
      facts: [
        played === 0 ? 'nobody has played yet' : `${players(played)} ${havePlayed(played)}`,
        guaranteed
          ? 'full pool guaranteed'
          : `full ${coins(full)} once ${needed} ${havePlayed(needed)}`,
        `${share >= 100 ? 'all who played can be paid' : `top ${share}% paid`} (${places(pool.paid_places)} now)`,
      ],
    };
  }
  if (tone === 'completed') {
    return {
      headline: `Final pool: ${coins(now)}`,
      facts: [
        played === 0 ? 'nobody played' : `${players(played)} played`,
        needed === 0
          ? 'full pool guaranteed'
          : guaranteed
            ? 'full pool reached'
            : `the full ${coins(full)} needed ${players(needed)}`,
        `${places(pool.paid_places)} paid`,
      ],
    };
  }
  return {
    headline:
      needed === 0
        ? 'Full pool guaranteed'
        : `Full pool once ${players(needed)} ${havePlayed(needed)}`,
    facts: [
      ...(needed === 0 ? [] : ['fewer players, smaller prizes']),
      share >= 100
        ? 'every player who plays can be paid'
        : `top ${share}% of players who play are paid`,
    ],
  };
}

/** How a game's counted result reads in the rules. */
function countedResult(kind: GameScoring['kind'] | undefined): string {
  switch (kind) {
    case 'matches':
      return 'a finished match against another player';
    case 'runs':
      return 'a verified run';
    default:
      return 'a result recorded for you';
  }
}

/** The rules tab's prize section, in the tournament's own numbers; null when it ranks everyone. */
export function prizeRules(
  terms: PrizeTerms,
  kind: GameScoring['kind'] | undefined,
): RuleSection | null {
  if (!terms.requires_play) return null;
  const needed = terms.guaranteed_players;
  const share = terms.paid_share_percent;
  const full = `The full prize pool of ${coins(terms.prize_pool)}`;
  // An example in this tournament's numbers: half the guarantee.
  const half = Math.floor(needed / 2);
  return {
    title: 'Prizes',
    items: [
      `Only players who play are ranked and paid: you need at least one counted result (${countedResult(kind)}) between the start and the end. Registering alone wins nothing.`,
      needed === 0
        ? `${full} is paid however many players play.`
        : `${full} is guaranteed once ${players(needed)} ${havePlayed(needed)}.` +
          (half > 0
            ? ` With fewer, each prize shrinks in proportion, rounded down: with ${players(half)} who played, each prize is ${half}/${needed} of its full amount.`
            : ''),
      share >= 100
        ? 'Every player who played can be paid, down to the last place of the prize table.'
        : `At most ${share}% of the players who played are paid (rounded down), never more places than the prize table has.`,
      'Ties share among players who played: tied players split the prizes of the places they fill equally.',
    ],
  };
}

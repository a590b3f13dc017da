import { GameId, GAMES, StandingCriterion, winLossRatio } from '../../games';
import type { TournamentEntryRow } from '../entities/tournament-entry.entity';

/**
 * A game's standing order (its list of criteria in games.ts), written once per criterion and
 * derived three ways: the SQL ORDER BY that freezes ranks and pages the table, the byte-ordered
 * key of the Redis rank index, and a comparator. Two standings tie (share a rank and its prizes)
 * exactly when every criterion finds them equal: never by an arbitrary field such as user id.
 */
export type Standing = Pick<
  TournamentEntryRow,
  'eligible' | 'points' | 'wins' | 'losses' | 'completion_seconds' | 'final_rank'
>;

type Ranked = Omit<Standing, 'final_rank'>;

interface Criterion {
  /** An ORDER BY term over tournament_entries' columns. */
  sql: string;
  /** Fixed-width text that sorts byte-wise best first. */
  key(s: Ranked): string;
  /** Negative when a ranks ahead of b. */
  compare(a: Ranked, b: Ranked): number;
}

const INT_OFFSET = 2 ** 31;
const UINT_MAX = 2 ** 32 - 1;

// An int4 as 8 hex digits in ascending order.
function ascInt(n: number): string {
  return (n + INT_OFFSET).toString(16).padStart(8, '0');
}

function descInt(n: number): string {
  return (UINT_MAX - (n + INT_OFFSET)).toString(16).padStart(8, '0');
}

// IEEE-754 bits flipped so byte order is numeric order, then inverted for descending.
function descFloat(x: number): string {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, x);
  const negative = bytes[0] & 0x80;
  for (let i = 0; i < 8; i++) {
    const ascending = negative ? ~bytes[i] : i === 0 ? bytes[i] ^ 0x80 : bytes[i];
    bytes[i] = ~ascending & 0xff;
  }
  return Buffer.from(bytes).toString('hex');
}

// The ratio as PostgreSQL's float8 division computes it, so equal ratios written differently
// (2/3, 4/6) are one tie everywhere: a correctly rounded quotient of the same real number.
const ratio = (s: Ranked) => winLossRatio(s);

/** Every game ranks its eligible players first: those who have not played never outrank them. */
type RankCriterion = StandingCriterion | 'eligible';

const CRITERIA: Record<RankCriterion, Criterion> = {
  eligible: {
    sql: 'eligible DESC',
    key: (s) => (s.eligible ? '0' : '1'),
    compare: (a, b) => Number(b.eligible) - Number(a.eligible),
  },
  points: {
    sql: 'points DESC',
    key: (s) => descInt(s.points),
    compare: (a, b) => Math.sign(b.points - a.points),
  },
  win_loss_ratio: {
    sql: `CASE WHEN losses = 0 THEN CASE WHEN wins > 0 THEN 'Infinity'::float8 ELSE 0 END
         ELSE wins::float8 / losses END DESC`,
    key: (s) => descFloat(ratio(s)),
    compare: (a, b) => {
      const ra = ratio(a);
      const rb = ratio(b);
      return ra === rb ? 0 : ra > rb ? -1 : 1;
    },
  },
  completion_time: {
    sql: 'completion_seconds ASC',
    key: (s) => ascInt(s.completion_seconds),
    compare: (a, b) => Math.sign(a.completion_seconds - b.completion_seconds),
  },
};

function criteriaNames(gameId: GameId): RankCriterion[] {
  return ['eligible', ...GAMES[gameId].standingOrder];
}

function criteriaOf(gameId: GameId): Criterion[] {
  return criteriaNames(gameId).map((name) => CRITERIA[name]);
}

/** The game's order as SQL, for ORDER BY and RANK() OVER (ORDER BY …). */
export function standingOrderSql(gameId: GameId): string {
  return criteriaOf(gameId)
    .map((c) => c.sql)
    .join(', ');
}

/** The game's order as a comparator for Array.prototype.sort; 0 means tied. */
export function compareStandings(gameId: GameId): (a: Ranked, b: Ranked) => number {
  const criteria = criteriaOf(gameId);
  return (a, b) => {
    for (const c of criteria) {
      const order = c.compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}

/**
 * How the rank index orders a tournament: live by its game's criteria (the mode names them, so
 * a stored index of another order is never mixed with this one), frozen by the final rank.
 */
export type StandingMode = string;
export const FINAL_MODE: StandingMode = 'final';

export function liveMode(gameId: GameId): StandingMode {
  return criteriaNames(gameId).join(',');
}

/** A standing as a fixed-width key that sorts byte-wise in the mode's order; equal keys tie. */
export function standingKey(mode: StandingMode, s: Standing): string {
  // Every entry gets a rank at the freeze; one without sorts last.
  if (mode === FINAL_MODE) return ascInt(s.final_rank ?? INT_OFFSET - 1);
  return mode
    .split(',')
    .map((name) => CRITERIA[name as RankCriterion].key(s))
    .join('');
}

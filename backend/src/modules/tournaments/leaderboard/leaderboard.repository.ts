import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GameId, GAMES } from '../../games';
import { RankedEntry, SHOWN_COLUMNS } from '../entries/tournament-entry-rows';
import { standingOrderSql } from '../standings/standing-order';

/** A tournament as the leaderboard's dropdown lists it. */
export interface ListedTournament {
  id: number;
  title: string;
  starts_at: Date;
  ends_at: Date;
  registered_participants: number;
}

/** What a tournament's standings depend on besides the entries, timed by the database's clock. */
export interface StandingFactsRow {
  settled: boolean;
  ms_to_start: number;
  ms_to_end: number;
  prize_table: number[];
  guaranteed_players: number;
  paid_share_percent: number;
}

/**
 * The live order of points-ranked games as one indexed value (tournament_entries_standing_idx):
 * the eligible first, then points, so a page walks the index like the frozen rank.
 */
const livePointsKey = (alias: string) =>
  `((${alias}.eligible::int::bigint << 32) + ${alias}.points)`;
const shownOf = (alias: string) => SHOWN_COLUMNS.map((c) => `${alias}.${c}`).join(', ');

/**
 * A page of standings ordered by one indexed key (eligibility then points, or the frozen final
 * rank), ties by user id, as SQL that walks the index to the page instead of ranking the whole tournament
 * (at 1,000,000 entries a window over every row took seconds a page). Ranks and tie sizes come
 * from the page itself, as the rank index counts them: a player's rank is 1 + those strictly
 * ahead, which for every group but the page's first is its place on the page; only the first
 * group's rank and the first and last groups' sizes (they may reach past the page) are counted
 * in the table, once (MATERIALIZED: inlined, PostgreSQL ran the counts for every row), and a
 * frozen rank is the stored one. Parameters: $1 tournament, $2 limit, $3 offset.
 */
function keyedPage(columns: string, frozen: boolean): string {
  const order = frozen ? 'ASC' : 'DESC';
  const key = (alias: string) => (frozen ? `${alias}.final_rank` : livePointsKey(alias));
  const count = (where: string) =>
    `(SELECT count(*)::int FROM tournament_entries a WHERE a.tournament_id = $1 AND ${where})`;
  return `WITH keys AS (
      SELECT e.user_id, ${key('e')} AS k FROM tournament_entries e WHERE e.tournament_id = $1
       ORDER BY ${key('e')} ${order}, e.user_id LIMIT $2::int OFFSET $3::int),
    page AS (
      SELECT user_id, k, (row_number() OVER (ORDER BY k ${order}, user_id) - 1)::int AS i,
             (count(*) OVER (PARTITION BY k))::int AS in_page
        FROM keys),
    edges AS MATERIALIZED (
      SELECT f.k AS first_k, l.k AS last_k,
             ${frozen ? '0' : count(`${key('a')} > f.k`)} AS ahead,
             ${count(`${key('a')} = f.k`)} AS first_size,
             ${count(`${key('a')} = l.k`)} AS last_size
        FROM (SELECT k FROM page ORDER BY i LIMIT 1) f, (SELECT k FROM page ORDER BY i DESC LIMIT 1) l)
    SELECT ${columns},
           ${
             frozen
               ? 'e.final_rank'
               : `(CASE WHEN p.k = d.first_k THEN d.ahead + 1
                   ELSE $3::int + min(p.i) OVER (PARTITION BY p.k) + 1 END)::int`
           } AS rank,
           (CASE WHEN p.k = d.first_k THEN d.first_size
                 WHEN p.k = d.last_k THEN d.last_size ELSE p.in_page END)::int AS tie_size
      FROM page p CROSS JOIN edges d
      JOIN tournament_entries e ON e.tournament_id = $1 AND e.user_id = p.user_id
     ORDER BY p.i`;
}

/**
 * What the leaderboard reads from PostgreSQL: a game's tournaments, what their standings depend
 * on, and the standings themselves while the rank index cannot answer.
 */
@Injectable()
export class LeaderboardRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A game's latest 50 tournaments, newest first. */
  tournamentsOfGame(gameId: GameId): Promise<ListedTournament[]> {
    return this.dataSource.query(
      `SELECT id, title, starts_at, ends_at, registered_participants FROM tournaments
        WHERE game_id = $1 ORDER BY starts_at DESC LIMIT 50`,
      [gameId],
    );
  }

  /** Null when there is no such tournament. */
  async standingFacts(eventId: number): Promise<StandingFactsRow | null> {
    const [row]: StandingFactsRow[] = await this.dataSource.query(
      `SELECT settled_at IS NOT NULL AS settled, prize_table, guaranteed_players,
              paid_share_percent,
              (extract(epoch FROM starts_at - now()) * 1000)::float8 AS ms_to_start,
              (extract(epoch FROM ends_at - now()) * 1000)::float8 AS ms_to_end
         FROM tournaments WHERE id = $1`,
      [eventId],
    );
    return row ?? null;
  }

  /** Whether the game's tournament is settled; null when it has no such tournament. */
  async settledInGame(eventId: number, gameId: GameId): Promise<boolean | null> {
    const [tournament]: { settled: boolean }[] = await this.dataSource.query(
      `SELECT settled_at IS NOT NULL AS settled FROM tournaments WHERE id = $1 AND game_id = $2`,
      [eventId, gameId],
    );
    return tournament ? tournament.settled : null;
  }

  /**
   * One page in rank order (rank, then user id within a tie) and the caller's own entry, from
   * SQL. Frozen and points-only standings walk an index to the page (keyedPage); other orders
   * rank the whole tournament (a sort).
   */
  async rankedPage(
    tournamentId: number,
    gameId: GameId,
    settled: boolean,
    offset: number,
    limit: number,
    callerId?: string,
  ): Promise<{ rows: RankedEntry[]; own: RankedEntry | null; ownPosition: number | null }> {
    const columns = shownOf('e');
    const order = standingOrderSql(gameId);
    let page: string;
    let own: string;
    if (settled) {
      page = keyedPage(columns, true);
      own = `SELECT ${columns}, e.final_rank AS rank,
                    (SELECT count(*)::int FROM tournament_entries a
                      WHERE a.tournament_id = $1 AND a.final_rank = e.final_rank) AS tie_size,
                    (SELECT count(*)::int FROM tournament_entries a
                      WHERE a.tournament_id = $1
                        AND (a.final_rank, a.user_id) < (e.final_rank, e.user_id)) AS position
               FROM tournament_entries e WHERE e.tournament_id = $1 AND e.user_id = $2`;
    } else if (GAMES[gameId].standingOrder.join() === 'points') {
      page = keyedPage(columns, false);
      const [a, e] = [livePointsKey('a'), livePointsKey('e')];
      // The place in the order: those ahead (rank − 1) and those tied before by user id, so
      // the players ahead are counted once, not again under an OR the index cannot serve.
      own = `SELECT o.*, o.rank - 1 + o.tied_before AS position FROM (
               SELECT ${columns}, (SELECT count(*)::int + 1 FROM tournament_entries a
                                    WHERE a.tournament_id = $1 AND ${a} > ${e}) AS rank,
                      (SELECT count(*)::int FROM tournament_entries a
                        WHERE a.tournament_id = $1 AND ${a} = ${e}) AS tie_size,
                      (SELECT count(*)::int FROM tournament_entries a
                        WHERE a.tournament_id = $1 AND ${a} = ${e}
                          AND a.user_id < e.user_id) AS tied_before
                 FROM tournament_entries e WHERE e.tournament_id = $1 AND e.user_id = $2) o`;
    } else {
      const ranked = `WITH ranked AS (
        SELECT ${columns}, (RANK() OVER (ORDER BY ${order}))::int AS rank
          FROM tournament_entries e WHERE e.tournament_id = $1),
        tied AS (SELECT *, (count(*) OVER (PARTITION BY rank))::int AS tie_size,
                        (row_number() OVER (ORDER BY rank, user_id) - 1)::int AS position
                   FROM ranked)`;
      page = `${ranked} SELECT * FROM tied ORDER BY rank, user_id LIMIT $2 OFFSET $3`;
      own = `${ranked} SELECT * FROM tied WHERE user_id = $2`;
    }
    const rows: RankedEntry[] = await this.dataSource.query(page, [tournamentId, limit, offset]);
    const ownRows: (RankedEntry & { position: number; tied_before?: number })[] = callerId
      ? await this.dataSource.query(own, [tournamentId, callerId])
      : [];
    const [found] = ownRows;
    if (!found) return { rows, own: null, ownPosition: null };
    // The place in the order (ties by user id), as the rank index counts it: for "around me".
    const { position, tied_before: _tiedBefore, ...ownRow } = found;
    return { rows, own: ownRow, ownPosition: position };
  }
}

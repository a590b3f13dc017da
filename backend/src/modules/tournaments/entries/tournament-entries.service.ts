import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../../common/query-rows';
import { GameId, GAMES } from '../../games';
import { TournamentEntryRow } from '../entities/tournament-entry.entity';
import { standingOrderSql } from '../standings/standing-order';

/** What a leaderboard row shows of an entry (wins, losses and time: the tiebreakers' values). */
export const SHOWN_COLUMNS = [
  'user_id',
  'player_name',
  'eligible',
  'points',
  'reward',
  'start_trophy',
  'end_trophy',
  'wins',
  'losses',
  'completion_seconds',
] as const satisfies readonly (keyof TournamentEntryRow)[];

/** What the rank index needs of an entry: the row it shows, its order, and its version. */
export const INDEXED_COLUMNS = [
  ...SHOWN_COLUMNS,
  'final_rank',
  'standing_version',
] as const satisfies readonly (keyof TournamentEntryRow)[];

export type IndexedEntry = Pick<TournamentEntryRow, (typeof INDEXED_COLUMNS)[number]>;
export type ShownEntry = Pick<TournamentEntryRow, (typeof SHOWN_COLUMNS)[number]>;
/** A standing with its rank and how many players share that rank (1: nobody else). */
export type RankedEntry = ShownEntry & { rank: number; tie_size: number };

/** A player's standing as a result source reports it; fields left out keep their stored value. */
export interface PlayerStanding {
  user_id: string;
  /** Whether it shows a game played: it makes the entry eligible for prizes (never the reverse). */
  played?: boolean;
  points: number;
  wins?: number;
  draws?: number;
  losses?: number;
  completion_seconds?: number;
  start_trophy?: number;
  end_trophy?: number;
}

/** One match's result for one player, added to their standing (tic-tac-toe). */
export interface MatchStanding {
  user_id: string;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  completion_seconds: number;
}

export type PolledEntry = Pick<
  TournamentEntryRow,
  'user_id' | 'points' | 'wins' | 'draws' | 'losses' | 'start_trophy' | 'end_trophy'
> & { gamer_handle: string };

export interface NewEntry {
  tournamentId: number;
  userId: string;
  playerName: string;
  gamerHandle: string;
  profilePic: number;
  /** Ranked from the start: only in tournaments announced before play was required. */
  eligible: boolean;
}

const INDEXED = INDEXED_COLUMNS.join(', ');
/**
 * The live order of points-ranked games as one indexed value (tournament_entries_standing_idx):
 * the eligible first, then points, so a page walks the index like the frozen rank.
 */
const livePointsKey = (alias: string) =>
  `((${alias}.eligible::int::bigint << 32) + ${alias}.points)`;
const indexedOf = (alias: string) => INDEXED_COLUMNS.map((c) => `${alias}.${c}`).join(', ');
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
 * The one reader and writer of tournament_entries (registration, standings, the freeze, pages,
 * the rank index's rebuild), so its columns, row types and the game's standing order live in
 * one place. Methods that must join the caller's transaction take its EntityManager.
 */
@Injectable()
export class TournamentEntriesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Registers a player; null when already registered. */
  async insert(manager: EntityManager, entry: NewEntry): Promise<IndexedEntry | null> {
    const rows: IndexedEntry[] = await manager.query(
      `INSERT INTO tournament_entries (tournament_id, user_id, player_name, gamer_handle,
                                       profile_pic, eligible)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING
       RETURNING ${INDEXED}`,
      [
        entry.tournamentId,
        entry.userId,
        entry.playerName,
        entry.gamerHandle,
        entry.profilePic,
        entry.eligible,
      ],
    );
    return rows[0] ?? null;
  }

  /** True once ranks are frozen for settlement: standings never change after that. */
  async isFrozen(tournamentId: number, manager: EntityManager = this.dataSource.manager) {
    const [{ frozen }]: { frozen: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM tournament_entries
                       WHERE tournament_id = $1 AND final_rank IS NOT NULL) AS frozen`,
      [tournamentId],
    );
    return frozen;
  }

  /**
   * Two batches naming the same players in other orders would lock their entries in other orders
   * and deadlock (seen: operators' results racing each other at the freeze): a batch takes its
   * rows' locks in one order first.
   */
  private async lockInOrder(
    manager: EntityManager,
    tournamentId: number,
    rows: readonly { user_id: string }[],
  ): Promise<void> {
    if (rows.length < 2) return;
    await manager.query(
      `SELECT 1 FROM tournament_entries WHERE tournament_id = $1 AND user_id = ANY($2::uuid[])
        ORDER BY user_id FOR UPDATE`,
      [tournamentId, rows.map((r) => r.user_id)],
    );
  }

  /** Writes reported standings, bumping each entry's version; returns the entries it changed. */
  async updateStandings(
    manager: EntityManager,
    tournamentId: number,
    standings: PlayerStanding[],
  ): Promise<IndexedEntry[]> {
    await this.lockInOrder(manager, tournamentId, standings);
    return queryRows<IndexedEntry>(
      await manager.query(
        `UPDATE tournament_entries e SET
            points = r.points, wins = COALESCE(r.wins, e.wins), draws = COALESCE(r.draws, e.draws),
            losses = COALESCE(r.losses, e.losses),
            completion_seconds = COALESCE(r.completion_seconds, e.completion_seconds),
            start_trophy = COALESCE(r.start_trophy, e.start_trophy),
            end_trophy = COALESCE(r.end_trophy, e.end_trophy),
            eligible = e.eligible OR COALESCE(r.played, false),
            standing_version = e.standing_version + 1
          FROM jsonb_to_recordset($2::jsonb) AS r(user_id uuid, played boolean, points int,
               wins int, draws int, losses int, completion_seconds int, start_trophy int,
               end_trophy int)
         WHERE e.tournament_id = $1 AND e.user_id = r.user_id
         RETURNING ${indexedOf('e')}`,
        [tournamentId, JSON.stringify(standings)],
      ),
    );
  }

  /**
   * Adds match results to standings (counts and times add up, so two matches of one player
   * finishing together both count), bumping each entry's version; returns the entries it changed.
   * A finished match against a person makes both players eligible.
   */
  async addMatchResults(
    manager: EntityManager,
    tournamentId: number,
    results: MatchStanding[],
  ): Promise<IndexedEntry[]> {
    await this.lockInOrder(manager, tournamentId, results);
    return queryRows<IndexedEntry>(
      await manager.query(
        `UPDATE tournament_entries e SET
            points = e.points + r.points, wins = e.wins + r.wins, draws = e.draws + r.draws,
            losses = e.losses + r.losses,
            completion_seconds = e.completion_seconds + r.completion_seconds,
            eligible = true, standing_version = e.standing_version + 1
          FROM jsonb_to_recordset($2::jsonb) AS r(user_id uuid, points int, wins int, draws int,
               losses int, completion_seconds int)
         WHERE e.tournament_id = $1 AND e.user_id = r.user_id
         RETURNING ${indexedOf('e')}`,
        [tournamentId, JSON.stringify(results)],
      ),
    );
  }

  /**
   * A verified run: makes the player eligible and raises their points to `points` where it beats
   * their standing, in these tournaments whose ranks are not frozen, bumping each entry's version;
   * returns the entries it changed (a first run that scores 0 still counts as played).
   */
  async raiseToBest(
    manager: EntityManager,
    tournamentIds: number[],
    userId: string,
    points: number,
  ): Promise<(IndexedEntry & { tournament_id: number })[]> {
    if (!tournamentIds.length) return [];
    return queryRows<IndexedEntry & { tournament_id: number }>(
      await manager.query(
        `UPDATE tournament_entries e SET points = GREATEST(e.points, $3), eligible = true,
                standing_version = e.standing_version + 1
          WHERE e.tournament_id = ANY($1) AND e.user_id = $2 AND (e.points < $3 OR NOT e.eligible)
            AND e.final_rank IS NULL
          RETURNING e.tournament_id, ${indexedOf('e')}`,
        [tournamentIds, userId, points],
      ),
    );
  }

  /**
   * Removes a player's entry (a disqualification): their standing goes with it. Waits for a prize
   * payment holding the entry (`lockRegistered`) to commit. Null when they have no entry.
   */
  async remove(
    manager: EntityManager,
    tournamentId: number,
    userId: string,
  ): Promise<Pick<TournamentEntryRow, 'player_name' | 'final_rank' | 'reward'> | null> {
    const [row] = queryRows<Pick<TournamentEntryRow, 'player_name' | 'final_rank' | 'reward'>>(
      await manager.query(
        `DELETE FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2
         RETURNING player_name, final_rank, reward`,
        [tournamentId, userId],
      ),
    );
    return row ?? null;
  }

  /**
   * Which of these players still have their entry, share-locked until the caller's transaction
   * ends: a payment pays only them, and a disqualification waits for it (or it for them).
   */
  async lockRegistered(
    manager: EntityManager,
    tournamentId: number,
    userIds: string[],
  ): Promise<Set<string>> {
    const rows: { user_id: string }[] = await manager.query(
      `SELECT user_id FROM tournament_entries
        WHERE tournament_id = $1 AND user_id = ANY($2::uuid[]) FOR SHARE`,
      [tournamentId, userIds],
    );
    return new Set(rows.map((r) => r.user_id));
  }

  /** These players' entries in a tournament (one query for many); the unregistered are left out. */
  findEntries(
    tournamentId: number,
    userIds: string[],
  ): Promise<Pick<TournamentEntryRow, 'user_id' | 'player_name'>[]> {
    return this.dataSource.query(
      `SELECT user_id, player_name FROM tournament_entries
        WHERE tournament_id = $1 AND user_id = ANY($2::uuid[])`,
      [tournamentId, userIds],
    );
  }

  /** Entries whose results a game site can report, in a stable order. */
  forPolling(tournamentId: number): Promise<PolledEntry[]> {
    return this.dataSource.query(
      `SELECT user_id, gamer_handle, points, wins, draws, losses, start_trophy, end_trophy
         FROM tournament_entries WHERE tournament_id = $1 AND gamer_handle IS NOT NULL
        ORDER BY user_id`,
      [tournamentId],
    );
  }

  /** The latest players to register, for the tournament page. */
  recentParticipants(
    tournamentId: number,
    limit: number,
  ): Promise<Pick<TournamentEntryRow, 'user_id' | 'player_name' | 'profile_pic'>[]> {
    return this.dataSource.query(
      `SELECT user_id, player_name, profile_pic FROM tournament_entries
        WHERE tournament_id = $1 ORDER BY registered_at DESC LIMIT $2`,
      [tournamentId, limit],
    );
  }

  /** Which of these tournaments the player is registered in. */
  async registeredIn(tournamentIds: number[], userId: string): Promise<Set<number>> {
    if (!tournamentIds.length) return new Set();
    const rows: { tournament_id: number }[] = await this.dataSource.query(
      `SELECT tournament_id FROM tournament_entries WHERE user_id = $1 AND tournament_id = ANY($2)`,
      [userId, tournamentIds],
    );
    return new Set(rows.map((r) => r.tournament_id));
  }

  /** Entries in user id order after `afterUserId`: the rank index rebuild's batches. */
  batchAfter(tournamentId: number, afterUserId: string, limit: number): Promise<IndexedEntry[]> {
    return this.dataSource.query(
      `SELECT ${INDEXED} FROM tournament_entries
        WHERE tournament_id = $1 AND user_id > $2 ORDER BY user_id LIMIT $3`,
      [tournamentId, afterUserId, limit],
    );
  }

  /**
   * Every entry ranked by the game's order (equal standings share a rank), best first: the
   * eligible first, so those who did not play come after every ranked player.
   */
  standingsForFreeze(
    manager: EntityManager,
    tournamentId: number,
    gameId: GameId,
  ): Promise<{ user_id: string; eligible: boolean; rank: string }[]> {
    return manager.query(
      `SELECT user_id, eligible, RANK() OVER (ORDER BY ${standingOrderSql(gameId)}) AS rank
         FROM tournament_entries WHERE tournament_id = $1 ORDER BY rank, user_id`,
      [tournamentId],
    );
  }

  /** How many entries are ranked for prizes (the field the pool follows). */
  eligibleCount(tournamentId: number): Promise<number> {
    return this.dataSource
      .query(
        `SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1 AND eligible`,
        [tournamentId],
      )
      .then(([{ n }]: { n: number }[]) => n);
  }

  /** Stores the frozen ranks and rewards. */
  async saveFinalRanks(
    manager: EntityManager,
    tournamentId: number,
    placements: { userId: string; rank: number; reward: number }[],
  ): Promise<void> {
    await manager.query(
      `UPDATE tournament_entries e SET final_rank = s.rank, reward = s.reward
         FROM unnest($2::uuid[], $3::int[], $4::bigint[]) AS s(user_id, rank, reward)
        WHERE e.tournament_id = $1 AND e.user_id = s.user_id`,
      [
        tournamentId,
        placements.map((p) => p.userId),
        placements.map((p) => p.rank),
        placements.map((p) => p.reward),
      ],
    );
  }

  /** Players with a reward to pay (all ranked: rewards are set at the freeze), in rank order. */
  winners(
    tournamentId: number,
  ): Promise<(Pick<TournamentEntryRow, 'user_id' | 'reward'> & { final_rank: number })[]> {
    return this.dataSource.query(
      `SELECT user_id, reward, final_rank FROM tournament_entries
        WHERE tournament_id = $1 AND reward > 0 ORDER BY final_rank, user_id`,
      [tournamentId],
    );
  }

  /** Every entry's frozen rank and reward (unranked, and those who did not play, last), for operators. */
  payouts(
    tournamentId: number,
  ): Promise<
    (Pick<TournamentEntryRow, 'user_id' | 'player_name' | 'reward'> & { rank: number | null })[]
  > {
    return this.dataSource.query(
      `SELECT user_id, player_name, CASE WHEN eligible THEN final_rank END AS rank, reward
         FROM tournament_entries
        WHERE tournament_id = $1 ORDER BY final_rank NULLS LAST, player_name`,
      [tournamentId],
    );
  }

  count(tournamentId: number): Promise<number> {
    return this.dataSource
      .query(`SELECT count(*)::int AS total FROM tournament_entries WHERE tournament_id = $1`, [
        tournamentId,
      ])
      .then(([{ total }]: { total: number }[]) => total);
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

import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../../common/postgres/query-rows';
import { TournamentEntryRow } from '../entities/tournament-entry.entity';
import {
  INDEXED_COLUMNS,
  IndexedEntry,
  MatchStanding,
  NewEntry,
  PlayerStanding,
  PolledEntry,
} from './tournament-entry-rows';

// Its callers take the row shapes from here, beside the methods that answer them.
export type {
  IndexedEntry,
  MatchStanding,
  NewEntry,
  PlayerStanding,
  PolledEntry,
  RankedEntry,
  ShownEntry,
} from './tournament-entry-rows';

const INDEXED = INDEXED_COLUMNS.join(', ');
const indexedOf = (alias: string) => INDEXED_COLUMNS.map((c) => `${alias}.${c}`).join(', ');

/**
 * tournament_entries' registration, standings, lookups and counts, and the rank index's rebuild
 * batches (the freeze and payouts are settlement.repository.ts's, the SQL pages
 * leaderboard.repository.ts's), with its row shapes in tournament-entry-rows.ts. Methods that
 * must join the caller's transaction take its EntityManager.
 */
@Injectable()
export class TournamentEntriesRepository {
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

  /** How many entries are ranked for prizes (the field the pool follows). */
  eligibleCount(tournamentId: number): Promise<number> {
    return this.dataSource
      .query(
        `SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1 AND eligible`,
        [tournamentId],
      )
      .then(([{ n }]: { n: number }[]) => n);
  }

  /** How many players are registered, read in the caller's transaction. */
  async countIn(manager: EntityManager, tournamentId: number): Promise<number> {
    const [{ n }] = queryRows<{ n: number }>(
      await manager.query(
        `SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1`,
        [tournamentId],
      ),
    );
    return n;
  }

  count(tournamentId: number): Promise<number> {
    return this.dataSource
      .query(`SELECT count(*)::int AS total FROM tournament_entries WHERE tournament_id = $1`, [
        tournamentId,
      ])
      .then(([{ total }]: { total: number }[]) => total);
  }
}

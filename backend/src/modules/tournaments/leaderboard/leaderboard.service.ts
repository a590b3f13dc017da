import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GameId, GAMES } from '../../games';
import { statusAt } from '../tournament-time';
import { tournamentErrors } from '../tournaments.errors';
import { RankedEntry, TournamentEntriesService } from '../entries/tournament-entries.service';
import { RankIndex, RankedPage } from './rank-index';
import type { TournamentStandingDto } from '../dto/leaderboard-view.dto';

const SETTLED_RECHECK_MS = 5_000;

@Injectable()
export class LeaderboardService {
  private readonly settled = new Map<number, { settled: boolean; until: number }>();
  // A page the rank index keeps is one array shared by its callers (of the tournament's one
  // game): its rows are shaped once.
  private readonly shown = new WeakMap<readonly RankedEntry[], TournamentStandingDto[]>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly entries: TournamentEntriesService,
    private readonly rankIndex: RankIndex,
  ) {}

  /** A game's tournaments for the dropdown, newest first, and the one to show first. */
  async list(gameId: GameId, now = new Date()) {
    const rows: { id: number; title: string; starts_at: Date; ends_at: Date }[] =
      await this.dataSource.query(
        `SELECT id, title, starts_at, ends_at FROM tournaments WHERE game_id = $1
          ORDER BY starts_at DESC LIMIT 50`,
        [gameId],
      );
    const data = rows.map((t) => ({
      event_id: t.id,
      event_name: t.title,
      tour_status: statusAt(t.starts_at, t.ends_at, now),
    }));
    const current =
      data.find((t) => t.tour_status === 'live') ??
      data.find((t) => t.tour_status === 'completed') ??
      data[0];
    return { data, current_event: current?.event_id ?? null };
  }

  /**
   * One page of a tournament's standings in rank order, ties sharing a rank (1, 2, 2, 4), and the
   * caller's own row wherever it is. Order and ranks come from the rank index (SQL while it is
   * being built); the rows themselves from PostgreSQL. After settlement the frozen ranks show.
   */
  async page(eventId: number, gameId: GameId, page: number, limit: number, callerId?: string) {
    const offset = (page - 1) * limit;
    const indexed = await this.rankIndex.read(eventId, offset, limit, callerId);
    const { rows, total, own } =
      (indexed && (await this.fromIndex(eventId, gameId, indexed))) ||
      (await this.fromSql(eventId, gameId, offset, limit, callerId));
    const withTrophies = GAMES[gameId].showsTrophies;
    const withTiebreaks = GAMES[gameId].tiebreakers.length > 0;
    const toRow = (r: RankedEntry): TournamentStandingDto => ({
      rank: r.rank,
      player_name: r.player_name || '--',
      points: r.points ?? 0,
      reward: Number(r.reward ?? 0),
      ...(withTrophies ? { start_trophy: r.start_trophy, end_trophy: r.end_trophy } : {}),
      // An index written before these values were kept has none: shown as 0 until rewritten.
      ...(withTiebreaks
        ? {
            wins: r.wins ?? 0,
            losses: r.losses ?? 0,
            completion_seconds: r.completion_seconds ?? 0,
          }
        : {}),
      user_id: r.user_id,
    });
    return {
      data: this.show(rows, toRow),
      total_count: total,
      own: own ? toRow(own) : null,
    };
  }

  private show(rows: readonly RankedEntry[], toRow: (r: RankedEntry) => TournamentStandingDto) {
    let data = this.shown.get(rows);
    if (!data) this.shown.set(rows, (data = rows.map(toRow)));
    return data;
  }

  /**
   * A page straight from the index, without a database round trip. A settled tournament whose
   * index still holds live standings (the rebuild the freeze asked for has not run yet, or failed)
   * is read from SQL until it is rebuilt.
   */
  private async fromIndex(eventId: number, gameId: GameId, indexed: RankedPage) {
    if ((await this.rankIndex.gameOf(eventId)) !== gameId) throw tournamentErrors.notFound();
    if (indexed.mode !== 'final' && (await this.isSettled(eventId))) {
      await this.rankIndex.requestRebuild(eventId);
      return null;
    }
    return { rows: indexed.entries, total: indexed.total, own: indexed.own };
  }

  // Settlement happens once: remembered for good once seen. Before the end no tournament is
  // settled, so "not yet" is re-asked at most every few seconds; after the end, every read asks
  // (by primary key) until it is, so the frozen ranks show as soon as settlement commits.
  private async isSettled(eventId: number): Promise<boolean> {
    const known = this.settled.get(eventId);
    if (known && (known.settled || known.until > Date.now())) return known.settled;
    const [row]: { settled: boolean; ms_to_end: number }[] = await this.dataSource.query(
      `SELECT settled_at IS NOT NULL AS settled,
              (extract(epoch FROM ends_at - now()) * 1000)::float8 AS ms_to_end
         FROM tournaments WHERE id = $1`,
      [eventId],
    );
    const settled = Boolean(row?.settled);
    const msToEnd = Number(row?.ms_to_end ?? 0);
    this.settled.set(eventId, {
      settled,
      until: Date.now() + Math.min(SETTLED_RECHECK_MS, Math.max(0, msToEnd)),
    });
    return settled;
  }

  /** The same page from SQL, in the index's order (rank, then user id within a tie). */
  private async fromSql(
    eventId: number,
    gameId: GameId,
    offset: number,
    limit: number,
    callerId?: string,
  ) {
    const [tournament]: { settled: boolean }[] = await this.dataSource.query(
      `SELECT settled_at IS NOT NULL AS settled FROM tournaments WHERE id = $1 AND game_id = $2`,
      [eventId, gameId],
    );
    if (!tournament) throw tournamentErrors.notFound();
    const { rows, own } = await this.entries.rankedPage(
      eventId,
      gameId,
      tournament.settled,
      offset,
      limit,
      callerId,
    );
    return { rows, total: await this.entries.count(eventId), own };
  }
}

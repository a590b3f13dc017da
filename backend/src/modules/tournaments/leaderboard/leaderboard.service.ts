import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GameId } from '../../games/game-id';
import { statusAt } from '../tournament-time';
import { tournamentErrors } from '../tournament-errors';
import { RankIndex, RankedEntry, RankedPage } from './rank-index';

const ROW_COLUMNS = ['user_id', 'player_name', 'points', 'reward', 'start_trophy', 'end_trophy'];
const SETTLED_RECHECK_MS = 5_000;

export interface LeaderboardRow {
  rank: number;
  player_name: string;
  points: number;
  reward: number;
  start_trophy?: number | null;
  end_trophy?: number | null;
  user_id: string;
}

/**
 * The game's order of standings in SQL. Tic-tac-toe breaks ties on the win/loss ratio (no
 * losses counts as infinite when there are wins), then on total match time, faster first.
 */
export function standingOrder(gameId: GameId): string {
  if (gameId !== GameId.TicTacToe) return 'points DESC';
  return `points DESC,
    CASE WHEN losses = 0 THEN CASE WHEN wins > 0 THEN 'Infinity'::float8 ELSE 0 END
         ELSE wins::float8 / losses END DESC,
    completion_seconds ASC`;
}

@Injectable()
export class LeaderboardService {
  private readonly settled = new Map<number, { settled: boolean; at: number }>();

  constructor(
    private readonly dataSource: DataSource,
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
    const withTrophies = gameId === GameId.ClashOfClans || gameId === GameId.ClashRoyale;
    const toRow = (r: RankedEntry): LeaderboardRow => ({
      rank: r.rank,
      player_name: r.player_name || '--',
      points: r.points ?? 0,
      reward: Number(r.reward ?? 0),
      ...(withTrophies ? { start_trophy: r.start_trophy, end_trophy: r.end_trophy } : {}),
      user_id: r.user_id,
    });
    return { data: rows.map(toRow), total_count: total, own: own ? toRow(own) : null };
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

  // Settlement happens once: remembered for good once seen, re-asked at most every few seconds.
  private async isSettled(eventId: number): Promise<boolean> {
    const known = this.settled.get(eventId);
    if (known && (known.settled || known.at > Date.now() - SETTLED_RECHECK_MS))
      return known.settled;
    const [row]: { settled: boolean }[] = await this.dataSource.query(
      `SELECT settled_at IS NOT NULL AS settled FROM tournaments WHERE id = $1`,
      [eventId],
    );
    const settled = Boolean(row?.settled);
    this.settled.set(eventId, { settled, at: Date.now() });
    return settled;
  }

  /**
   * The same page from SQL, in the index's order (rank, then user id within a tie). Frozen and
   * points-only standings walk an index in page order; tic-tac-toe's tiebreakers need a sort.
   */
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
    const columns = ROW_COLUMNS.map((c) => `e.${c}`).join(', ');
    let page: string;
    let own: string;
    if (tournament.settled) {
      page = `SELECT ${columns}, e.final_rank AS rank FROM tournament_entries e
               WHERE e.tournament_id = $1 ORDER BY e.final_rank, e.user_id LIMIT $2 OFFSET $3`;
      own = `SELECT ${columns}, e.final_rank AS rank FROM tournament_entries e
              WHERE e.tournament_id = $1 AND e.user_id = $2`;
    } else if (gameId !== GameId.TicTacToe) {
      page = `SELECT ${columns}, (RANK() OVER (ORDER BY e.points DESC))::int AS rank
                FROM tournament_entries e WHERE e.tournament_id = $1
               ORDER BY e.points DESC, e.user_id LIMIT $2 OFFSET $3`;
      own = `SELECT ${columns}, (SELECT count(*)::int + 1 FROM tournament_entries a
                                  WHERE a.tournament_id = $1 AND a.points > e.points) AS rank
               FROM tournament_entries e WHERE e.tournament_id = $1 AND e.user_id = $2`;
    } else {
      const ranked = `WITH ranked AS (
        SELECT ${columns}, (RANK() OVER (ORDER BY ${standingOrder(gameId)}))::int AS rank
          FROM tournament_entries e WHERE e.tournament_id = $1)`;
      page = `${ranked} SELECT * FROM ranked ORDER BY rank, user_id LIMIT $2 OFFSET $3`;
      own = `${ranked} SELECT * FROM ranked WHERE user_id = $2`;
    }
    const rows: RankedEntry[] = await this.dataSource.query(page, [eventId, limit, offset]);
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM tournament_entries WHERE tournament_id = $1`,
      [eventId],
    );
    const ownRows: RankedEntry[] = callerId
      ? await this.dataSource.query(own, [eventId, callerId])
      : [];
    return { rows, total, own: ownRows[0] ?? null };
  }
}

import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { GameId, GAMES } from '../../games';
import { statusAt } from '../tournament-time';
import { tournamentErrors } from '../tournaments.errors';
import { RankedEntry, TournamentEntriesRepository } from '../entries/tournament-entries.repository';
import { tiedGroupPrize } from '../settlement/prize-split';
import {
  PoolNow,
  PoolRules,
  earnedPrizeTable,
  poolNow,
  poolRulesOfRow,
} from '../settlement/prize-pool';
import { RankIndex, RankedPage } from './rank-index';
import { LeaderboardRepository } from './leaderboard.repository';
import { EligibleFields } from './eligible-fields';
import { StandingsFeed } from './standings-feed';
import type { TournamentStandingDto } from '../dto/leaderboard-view.dto';

const SETTLED_RECHECK_MS = 5_000;
/** The top places shown beside the caller's own, and the players either side of them. */
const PODIUM = 3;
const AROUND = 2;

/** What a tournament's rows depend on besides their standings. */
interface StandingFacts {
  settled: boolean;
  /** Started and not settled: rewards shown are what each row would win if it ended now. */
  projected: boolean;
  /** While projected, the table the eligible field so far earns (prize-pool.ts); else []. */
  earnedTable: number[];
  /** The eligible players that table is for; null when not projected. */
  field: number | null;
  /** What shaped rows depend on here: rows shaped under another stamp are shaped again. */
  stamp: string;
}

interface KnownFacts {
  facts: StandingFacts;
  /** While projected, the prize rules the earned table follows; null otherwise. */
  rules: PoolRules | null;
  until: number;
}

interface StandingsWindow {
  rows: readonly RankedEntry[];
  total: number;
  own: RankedEntry | null;
  ownPosition: number | null;
  /** From the index, read with the page; empty from SQL (read for themselves). */
  podium: readonly RankedEntry[];
  around: readonly RankedEntry[];
  /** The index's version; null when read from SQL. */
  version: string | null;
  /** Ranks frozen for settlement (settlement may be under way). */
  frozen: boolean;
}

@Injectable()
export class LeaderboardService implements OnModuleDestroy {
  private readonly known = new Map<number, KnownFacts>();
  private readonly fields: EligibleFields;
  // What the rank index keeps (a page's array, a caller's own entry) is shared by its callers
  // (of the tournament's one game): shaped once, and frozen, so its JSON is made once too (etag.ts).
  private readonly shown = new WeakMap<
    object,
    { stamp: string; data: TournamentStandingDto[] | TournamentStandingDto }
  >();
  private readonly shapers = new WeakMap<
    StandingFacts,
    Map<GameId, (r: RankedEntry) => TournamentStandingDto>
  >();

  constructor(
    private readonly sql: LeaderboardRepository,
    private readonly entries: TournamentEntriesRepository,
    private readonly rankIndex: RankIndex,
    feed: StandingsFeed,
  ) {
    this.fields = new EligibleFields((id) => this.entries.eligibleCount(id), feed);
  }

  onModuleDestroy(): void {
    this.fields.close();
  }

  /** The tournament's game (it never changes; remembered per process), or null when there is none. */
  gameOf(tournamentId: number): Promise<GameId | null> {
    return this.rankIndex.gameOf(tournamentId);
  }

  /**
   * A game's tournaments for the dropdown, newest first, and the one to show first: the live one
   * with the most players (the newest of those tied), else the newest completed, else the newest.
   * Not simply the newest live one: an all-day open that began a minute ago, still empty, would
   * hide the board everyone is playing on.
   */
  async list(gameId: GameId, now = new Date()) {
    const rows = await this.sql.tournamentsOfGame(gameId);
    const data = rows.map((t) => ({
      event_id: t.id,
      event_name: t.title,
      tour_status: statusAt(t.starts_at, t.ends_at, now),
    }));
    const busiestLive = rows.reduce<(typeof rows)[number] | undefined>(
      (best, t, i) =>
        data[i].tour_status === 'live' &&
        (!best || t.registered_participants > best.registered_participants)
          ? t
          : best,
      undefined,
    );
    const current =
      busiestLive?.id ??
      data.find((t) => t.tour_status === 'completed')?.event_id ??
      data[0]?.event_id;
    return { data, current_event: current ?? null };
  }

  /**
   * One page of a tournament's standings in rank order, ties sharing a rank (1, 2, 2, 4), and the
   * caller's own row wherever it is, with the top 3 and the players just around them. Order and
   * ranks come from the rank index (SQL while it is being built); the rows themselves from
   * PostgreSQL. After settlement the frozen ranks and the paid rewards show; while live, each
   * row's reward is what it would win if the tournament ended now (`projected`), split as
   * settlement splits it.
   */
  async page(eventId: number, gameId: GameId, page: number, limit: number, callerId?: string) {
    const offset = (page - 1) * limit;
    const read = await this.window(eventId, gameId, offset, limit, callerId, true);
    // Frozen ranks come just before settlement: from then on every read asks until it is.
    const facts = await this.facts(eventId, read.frozen);
    const toRow = this.rowShaper(gameId, facts);
    let { podium, around } = read;
    if (read.own && read.version === null) {
      podium =
        offset === 0
          ? read.rows.slice(0, PODIUM)
          : (await this.fromSql(eventId, gameId, 0, PODIUM)).rows;
      around = await this.aroundFromSql(eventId, gameId, offset, read);
    }
    return {
      data: this.show(read.rows, facts, toRow),
      total_count: read.total,
      own: read.own ? this.showOne(read.own, facts, toRow) : null,
      podium: this.show(podium, facts, toRow),
      around: this.show(around, facts, toRow),
      projected: facts.projected,
      version: read.version,
    };
  }

  /**
   * Many players' own rows at once, for pushes to those watching: from the index only (null
   * while it cannot answer; watchers then wait for the next change or their poll).
   */
  async ownRows(
    eventId: number,
    gameId: GameId,
    userIds: string[],
  ): Promise<Map<string, TournamentStandingDto> | null> {
    const own = userIds.length ? await this.rankIndex.readOwn(eventId, userIds) : new Map();
    if (!own) return null;
    const toRow = this.rowShaper(gameId, await this.facts(eventId));
    return new Map([...own].map(([id, row]) => [id, toRow(row)]));
  }

  /**
   * The pool as the tournament page shows it: the full pool, what the field that played so far
   * would share now, and the guarantee.
   */
  async pool(eventId: number, rules: PoolRules): Promise<PoolNow> {
    return poolNow(rules, await this.fields.of(eventId));
  }

  /**
   * What a row shows: the reward paid, or while live the projected one. A player not eligible
   * (no counted result yet) has no rank and no reward; an index row written before eligibility
   * was kept is of a tournament that ranked everyone.
   */
  private rowShaper(gameId: GameId, facts: StandingFacts) {
    let byGame = this.shapers.get(facts);
    if (!byGame) this.shapers.set(facts, (byGame = new Map()));
    let shaper = byGame.get(gameId);
    if (!shaper) byGame.set(gameId, (shaper = this.newRowShaper(gameId, facts)));
    return shaper;
  }

  private newRowShaper(gameId: GameId, facts: StandingFacts) {
    const withTrophies = GAMES[gameId].showsTrophies;
    const withTiebreaks = GAMES[gameId].tiebreakers.length > 0;
    return (r: RankedEntry): TournamentStandingDto => {
      const eligible = r.eligible ?? true;
      return Object.freeze({
        rank: eligible ? r.rank : null,
        player_name: r.player_name || '--',
        points: r.points ?? 0,
        reward: !eligible
          ? null
          : facts.projected
            ? tiedGroupPrize(facts.earnedTable, r.rank, r.tie_size).share
            : Number(r.reward ?? 0),
        eligible,
        tie_size: r.tie_size,
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
    };
  }

  /**
   * From SQL, the caller and up to AROUND players either side of them in the order: from the
   * page read when it holds them all (a player looking at their own page), else read for
   * themselves.
   */
  private async aroundFromSql(
    eventId: number,
    gameId: GameId,
    offset: number,
    read: StandingsWindow,
  ): Promise<readonly RankedEntry[]> {
    const position = read.ownPosition ?? 0;
    const from = Math.max(0, position - AROUND);
    const end = Math.min(position + AROUND + 1, read.total);
    const onPage = from >= offset && end <= offset + read.rows.length;
    return onPage
      ? read.rows.slice(from - offset, end - offset)
      : (await this.fromSql(eventId, gameId, from, end - from)).rows;
  }

  private show(
    rows: readonly RankedEntry[],
    facts: StandingFacts,
    toRow: (r: RankedEntry) => TournamentStandingDto,
  ): TournamentStandingDto[] {
    // A projected reward depends on the prize table and the state as well as the rows.
    const kept = this.shown.get(rows);
    if (kept?.stamp === facts.stamp) return kept.data as TournamentStandingDto[];
    // Shared by the callers of the same rows: frozen.
    const data = Object.freeze(rows.map(toRow)) as TournamentStandingDto[];
    if (Object.isFrozen(rows)) this.shown.set(rows, { stamp: facts.stamp, data });
    return data;
  }

  private showOne(
    row: RankedEntry,
    facts: StandingFacts,
    toRow: (r: RankedEntry) => TournamentStandingDto,
  ): TournamentStandingDto {
    const kept = this.shown.get(row);
    if (kept?.stamp === facts.stamp) return kept.data as TournamentStandingDto;
    const data = toRow(row);
    if (Object.isFrozen(row)) this.shown.set(row, { stamp: facts.stamp, data });
    return data;
  }

  /** Rows `offset` … `offset + limit − 1` in order (and the caller's own), index first. */
  private async window(
    eventId: number,
    gameId: GameId,
    offset: number,
    limit: number,
    callerId?: string,
    withExtras = false,
  ): Promise<StandingsWindow> {
    const indexed = await this.rankIndex.read(
      eventId,
      offset,
      limit,
      callerId,
      withExtras ? { podium: PODIUM, around: AROUND } : undefined,
    );
    return (
      (indexed && (await this.fromIndex(eventId, gameId, indexed))) ||
      (await this.fromSql(eventId, gameId, offset, limit, callerId))
    );
  }

  /**
   * A page straight from the index, without a database round trip. A settled tournament whose
   * index still holds live standings (the rebuild the freeze asked for has not run yet, or failed)
   * is read from SQL until it is rebuilt.
   */
  private async fromIndex(
    eventId: number,
    gameId: GameId,
    indexed: RankedPage,
  ): Promise<StandingsWindow | null> {
    if ((await this.rankIndex.gameOf(eventId)) !== gameId) throw tournamentErrors.notFound();
    if (indexed.mode !== 'final' && (await this.facts(eventId)).settled) {
      await this.rankIndex.requestRebuild(eventId);
      return null;
    }
    return {
      rows: indexed.entries,
      total: indexed.total,
      own: indexed.own,
      ownPosition: indexed.ownPosition,
      podium: indexed.podium,
      around: indexed.around,
      version: indexed.version,
      frozen: indexed.mode === 'final',
    };
  }

  // Settlement happens once: remembered for good once seen. Before the end no tournament is
  // settled, so "not yet" is re-asked at most every few seconds (and at the start and the end);
  // after the end, every read asks (by primary key) until it is, so the frozen ranks show as
  // soon as settlement commits.
  private async facts(eventId: number, frozen = false): Promise<StandingFacts> {
    let known = this.known.get(eventId);
    if (!known || !(known.facts.settled || (!frozen && known.until > Date.now()))) {
      known = await this.readFacts(eventId);
      this.known.set(eventId, known);
    }
    if (!known.rules) return known.facts;
    // Projected rewards follow the field that played so far: one facts object per field size,
    // so rows shaped for it are shaped once.
    const field = await this.fields.of(eventId);
    if (known.facts.field !== field) {
      const earnedTable = earnedPrizeTable(known.rules, field);
      known.facts = {
        ...known.facts,
        earnedTable,
        field,
        stamp: `true:${earnedTable.join(',')}`,
      };
    }
    return known.facts;
  }

  private async readFacts(eventId: number): Promise<KnownFacts> {
    const row = await this.sql.standingFacts(eventId);
    const settled = Boolean(row?.settled);
    const msToStart = Number(row?.ms_to_start ?? 0);
    const msToEnd = Number(row?.ms_to_end ?? 0);
    const projected = Boolean(row) && !settled && msToStart <= 0;
    const nextChange = msToStart > 0 ? msToStart : msToEnd;
    return {
      facts: { settled, projected, earnedTable: [], field: null, stamp: `${projected}:` },
      rules: row && projected ? poolRulesOfRow(row) : null,
      until: Date.now() + Math.min(SETTLED_RECHECK_MS, Math.max(0, nextChange)),
    };
  }

  /** The same page from SQL, in the index's order (rank, then user id within a tie). */
  private async fromSql(
    eventId: number,
    gameId: GameId,
    offset: number,
    limit: number,
    callerId?: string,
  ): Promise<StandingsWindow> {
    const settled = await this.sql.settledInGame(eventId, gameId);
    if (settled === null) throw tournamentErrors.notFound();
    const { rows, own, ownPosition } = await this.sql.rankedPage(
      eventId,
      gameId,
      settled,
      offset,
      limit,
      callerId,
    );
    return {
      rows,
      total: await this.entries.count(eventId),
      own,
      ownPosition,
      podium: [],
      around: [],
      version: null,
      frozen: settled,
    };
  }
}

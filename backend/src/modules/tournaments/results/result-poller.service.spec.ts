import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../../config/env';
import { QueueRegistry } from '../../../events/queue-registry';
import {
  ChessAdapter,
  ClashAdapter,
  GameProviderAdapter,
  GameProviderError,
  PlayedChessGame,
} from '../../games/adapters';
import { GameId } from '../../games/game-id';
import {
  CLASH_LATE_READING_MS,
  OUTAGES_BEFORE_GIVING_UP,
  REQUESTS_IN_FLIGHT,
  ResultPoller,
} from './result-poller.service';
import {
  PlayerStanding,
  TournamentEntriesRepository,
} from '../entries/tournament-entries.repository';
import { TournamentResultsRepository } from './tournament-results.repository';
import { TournamentResultsService } from './tournament-results.service';
import { tournamentErrors } from '../tournaments.errors';

const STARTS = new Date('2025-01-10T10:00:00Z');
const ENDS = new Date('2025-01-10T12:00:00Z');
const NOW = new Date('2025-01-10T11:00:00Z');

interface Row {
  user_id: string;
  gamer_handle: string;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  start_trophy: number | null;
  end_trophy: number | null;
}

const entry = (n: number, over: Partial<Row> = {}): Row => ({
  user_id: `u${n}`,
  gamer_handle: `player${n}`,
  points: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  start_trophy: null,
  end_trophy: null,
  ...over,
});

const played = (result: PlayedChessGame['result'], timeControl = '180+2'): PlayedChessGame => ({
  url: 'https://www.chess.com/game/live/1',
  result,
  timeControl,
  endedAt: NOW,
});

const outage = () => new GameProviderError('Chess.com', 'answered 500', true);

function setup(opts: { gameId?: GameId; frozen?: boolean; entries?: Row[]; live?: number[] } = {}) {
  const tournament = {
    id: 7,
    game_id: opts.gameId ?? GameId.Chess,
    starts_at: STARTS,
    ends_at: ENDS,
    settled: false,
  };
  const tournaments = {
    polledTournament: jest.fn(async (_id: number) => tournament),
    liveOfGames: jest.fn(async (_games: GameId[], _now: Date) => opts.live ?? []),
  };
  const entries = {
    isFrozen: jest.fn(async () => opts.frozen ?? false),
    forPolling: jest.fn(async () => opts.entries ?? []),
  };
  const record = jest.fn(async (_id: number, rows: PlayerStanding[]) => rows.length);
  const chess = new ChessAdapter('http://chess.test', jest.fn());
  const coc = new ClashAdapter(GameId.ClashOfClans, 'http://coc.test', 'key', jest.fn());
  const gamesBetween = jest.spyOn(chess, 'gamesBetween');
  const trophies = jest.spyOn(coc, 'trophies');
  const queue = { upsertJobScheduler: jest.fn(), removeJobScheduler: jest.fn() };
  const poller = (adapters: GameProviderAdapter[] = [chess, coc]) =>
    new ResultPoller(
      tournaments as unknown as TournamentResultsRepository,
      entries as unknown as TournamentEntriesRepository,
      { record } as unknown as TournamentResultsService,
      { get: () => queue } as unknown as QueueRegistry,
      adapters,
      { resultPollSeconds: 90 } as AppConfig,
    );
  return { tournament, tournaments, record, gamesBetween, trophies, queue, poller };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('ResultPoller.pollTournament: time budget', () => {
  it('asks nobody once the budget is spent, keeping every stored standing', async () => {
    const t = setup({ entries: [entry(1), entry(2), entry(3)] });
    const outcome = await t.poller().pollTournament(7, { now: NOW, final: true, budgetMs: 0 });
    expect(t.gamesBetween).not.toHaveBeenCalled();
    expect(t.record).not.toHaveBeenCalled();
    expect(outcome).toEqual({ tournamentId: 7, updated: 0, skipped: 3 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/out of time asking Chess\.com/);
  });

  it('stops at the deadline: players already asked count, the rest are skipped', async () => {
    const t = setup({ entries: [1, 2, 3, 4, 5, 6].map((n) => entry(n)) });
    let clock = 1_000;
    const now = jest.spyOn(Date, 'now').mockImplementation(() => clock);
    try {
      t.gamesBetween.mockImplementation(async () => {
        clock += 10; // each answer takes 10 ms of the budget
        return [played('win')];
      });
      const outcome = await t.poller().pollTournament(7, { now: NOW, final: true, budgetMs: 25 });
      // Asked at 0, 10 and 20 ms of a 25 ms budget; the rest are past the deadline.
      expect(t.gamesBetween.mock.calls.map(([handle]) => handle)).toEqual([
        'player1',
        'player2',
        'player3',
      ]);
      expect(outcome).toEqual({ tournamentId: 7, updated: 3, skipped: 3 });
    } finally {
      now.mockRestore();
    }
  });
});

describe('ResultPoller.pollTournament: chess', () => {
  it('scores the games that ended between the start and now, recording only changed standings', async () => {
    const t = setup({
      entries: [entry(1), entry(2, { points: 9, wins: 1 }), entry(3, { points: 9, wins: 1 })],
    });
    t.gamesBetween.mockImplementation(async (handle) => {
      if (handle === 'player1') return [played('win'), played('draw', '60'), played('loss')];
      if (handle === 'player2') return [played('win')]; // as stored
      return [played('win'), played('win', '1/86400')]; // a daily game does not count
    });
    const outcome = await t.poller().pollTournament(7, { now: NOW });
    expect(t.gamesBetween.mock.calls).toEqual([
      ['player1', STARTS, NOW],
      ['player2', STARTS, NOW],
      ['player3', STARTS, NOW],
    ]);
    expect(t.record).toHaveBeenCalledTimes(1);
    expect(t.record).toHaveBeenCalledWith(7, [
      { user_id: 'u1', points: 10, wins: 1, draws: 1, losses: 1 },
    ]);
    expect(outcome).toEqual({ tournamentId: 7, updated: 1, skipped: 0 });
  });

  it('counts games up to the end for the final poll; after the end a live poll records nothing', async () => {
    const t = setup({ entries: [entry(1)] });
    t.gamesBetween.mockResolvedValue([]);
    await t.poller().pollTournament(7, { now: NOW, final: true });
    await expect(
      t.poller().pollTournament(7, { now: new Date(ENDS.getTime() + 60_000) }),
    ).resolves.toBeNull();
    expect(t.gamesBetween.mock.calls).toEqual([['player1', STARTS, ENDS]]);
    expect(t.record).not.toHaveBeenCalled();
  });

  it('drops a live round that is still reading when the tournament ends', async () => {
    const t = setup({ entries: [entry(1)] });
    t.tournament.starts_at = new Date(Date.now() - 60_000);
    t.tournament.ends_at = new Date(Date.now() + 30);
    t.gamesBetween.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      return [played('win')];
    });
    await expect(t.poller().pollTournament(7)).resolves.toBeNull();
    expect(t.gamesBetween).toHaveBeenCalledTimes(1);
    expect(t.record).not.toHaveBeenCalled();
  });

  it('skips a player whose provider call fails, warning once, and scores the rest', async () => {
    const t = setup({ entries: [entry(1), entry(2), entry(3)] });
    t.gamesBetween.mockImplementation(async (handle) => {
      if (handle === 'player2') throw outage();
      return [played('win')];
    });
    const outcome = await t.poller().pollTournament(7, { now: NOW });
    expect(outcome).toEqual({ tournamentId: 7, updated: 2, skipped: 1 });
    expect(t.record.mock.calls[0][1].map((s) => s.user_id)).toEqual(['u1', 'u3']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(
      'Tournament 7: kept the standing of player2: Chess.com answered 500',
    );
  });

  it('lets an error that is not the provider’s fail the poll', async () => {
    const t = setup({ entries: [entry(1)] });
    t.gamesBetween.mockRejectedValue(new Error('bug'));
    await expect(t.poller().pollTournament(7, { now: NOW })).rejects.toThrow('bug');
    expect(t.record).not.toHaveBeenCalled();
  });

  it('gives up on a provider that keeps failing for the rest of the round', async () => {
    const t = setup({ entries: Array.from({ length: 30 }, (_, i) => entry(i)) });
    t.gamesBetween.mockRejectedValue(outage());
    const outcome = await t.poller().pollTournament(7, { now: NOW });
    expect(outcome).toEqual({ tournamentId: 7, updated: 0, skipped: 30 });
    // The lanes already in flight when it gave up still finish.
    expect(t.gamesBetween.mock.calls.length).toBeLessThan(
      OUTAGES_BEFORE_GIVING_UP + REQUESTS_IN_FLIGHT,
    );
    expect(warn.mock.calls.map(([m]) => String(m))).toContainEqual(
      expect.stringMatching(/Chess\.com failed 8 times in a row/),
    );
  });

  it('keeps at most a few provider requests in flight', async () => {
    const t = setup({ entries: Array.from({ length: 20 }, (_, i) => entry(i)) });
    let inFlight = 0;
    let most = 0;
    t.gamesBetween.mockImplementation(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 2));
      inFlight -= 1;
      return [played('win')];
    });
    await t.poller().pollTournament(7, { now: NOW });
    expect(most).toBe(REQUESTS_IN_FLIGHT);
    expect(t.gamesBetween).toHaveBeenCalledTimes(20);
  });

  it('records in batches of at most 500', async () => {
    const t = setup({ entries: Array.from({ length: 1201 }, (_, i) => entry(i)) });
    t.gamesBetween.mockResolvedValue([played('win')]);
    const outcome = await t.poller().pollTournament(7, { now: NOW });
    expect(t.record.mock.calls.map(([, rows]) => rows.length)).toEqual([500, 500, 201]);
    expect(outcome?.updated).toBe(1201);
  });

  it('stops quietly when settlement froze the standings meanwhile', async () => {
    const t = setup({ entries: [entry(1)] });
    t.gamesBetween.mockResolvedValue([played('win')]);
    t.record.mockRejectedValue(tournamentErrors.resultsFinal());
    await expect(t.poller().pollTournament(7, { now: NOW })).resolves.toBeNull();
  });

  it('passes on any other refusal of the standings', async () => {
    const t = setup({ entries: [entry(1)] });
    t.gamesBetween.mockResolvedValue([played('win')]);
    const refusal = tournamentErrors.notRegistered(['u1']);
    t.record.mockRejectedValue(refusal);
    await expect(t.poller().pollTournament(7, { now: NOW })).rejects.toBe(refusal);
  });

  it.each([
    ['frozen for settlement', { frozen: true }, NOW],
    ['not started', {}, new Date(STARTS.getTime() - 1)],
  ])('asks nobody for a tournament %s', async (_, opts, now) => {
    const t = setup({ ...opts, entries: [entry(1)] });
    await expect(t.poller().pollTournament(7, { now })).resolves.toBeNull();
    expect(t.gamesBetween).not.toHaveBeenCalled();
  });

  it('does nothing for a game without a configured provider', async () => {
    const t = setup({ gameId: GameId.ClashRoyale, entries: [entry(1)] });
    await expect(t.poller().pollTournament(7, { now: NOW })).resolves.toBeNull();
    const ticTacToe = setup({ gameId: GameId.TicTacToe, entries: [entry(1)] });
    await expect(ticTacToe.poller().pollTournament(7, { now: NOW })).resolves.toBeNull();
    expect(t.tournaments.polledTournament).toHaveBeenCalledTimes(1);
  });
});

describe('ResultPoller.pollTournament: Clash', () => {
  it('takes the first reading as the start and scores later ones against it', async () => {
    const t = setup({
      gameId: GameId.ClashOfClans,
      entries: [
        entry(1),
        entry(2, { start_trophy: 950, end_trophy: 1000, points: 50 }),
        entry(3, { start_trophy: 3000, end_trophy: 3000, points: 0 }),
      ],
    });
    t.trophies.mockImplementation(
      async (tag) => ({ player1: 1500, player2: 1050, player3: 3000 })[tag] ?? 0,
    );
    const outcome = await t.poller().pollTournament(7, { now: NOW });
    expect(t.record).toHaveBeenCalledWith(7, [
      { user_id: 'u1', points: 0, start_trophy: 1500, end_trophy: 1500 },
      // 950 → 1050: 50 trophies at 1 point and 50 at 2; the stored start is kept.
      { user_id: 'u2', points: 150, end_trophy: 1050 },
    ]);
    expect(outcome).toEqual({ tournamentId: 7, updated: 2, skipped: 0 });
  });

  it('does not read trophies long after the end: battles after it must not count', async () => {
    const t = setup({ gameId: GameId.ClashOfClans, entries: [entry(1)] });
    t.trophies.mockResolvedValue(2000);
    const late = new Date(ENDS.getTime() + CLASH_LATE_READING_MS + 1);
    await expect(t.poller().pollTournament(7, { now: late, final: true })).resolves.toBeNull();
    expect(t.trophies).not.toHaveBeenCalled();
    await t.poller().pollTournament(7, { now: new Date(ENDS.getTime() + 1000), final: true });
    expect(t.trophies).toHaveBeenCalledTimes(1);
  });
});

describe('ResultPoller.pollLive', () => {
  it('polls the live tournaments of the games with a provider', async () => {
    const t = setup({ live: [7, 8], entries: [entry(1)] });
    t.gamesBetween.mockResolvedValue([played('win')]);
    const outcomes = await t.poller().pollLive(NOW);
    expect(outcomes.map((o) => o.tournamentId)).toEqual([7, 8]);
    // Which tournaments are live is the repository's SQL (tournament-results.repository.spec.ts).
    expect(t.tournaments.liveOfGames).toHaveBeenCalledWith(
      [GameId.Chess, GameId.ClashOfClans],
      NOW,
    );
  });

  it('polls the other tournaments when one fails, then fails the round', async () => {
    const t = setup({ live: [7, 8, 9], entries: [entry(1)] });
    t.gamesBetween.mockResolvedValue([played('win')]);
    t.record.mockRejectedValueOnce(new Error('db down')).mockResolvedValue(1);
    await expect(t.poller().pollLive(NOW)).rejects.toThrow('db down');
    expect(t.record).toHaveBeenCalledTimes(3);
  });

  it('asks nothing without a configured provider', async () => {
    const t = setup({ live: [7] });
    await expect(t.poller([]).pollLive(NOW)).resolves.toEqual([]);
    expect(t.tournaments.liveOfGames).not.toHaveBeenCalled();
  });
});

describe('ResultPoller.ensureRepeatingPoll', () => {
  it('repeats the poll every RESULT_POLL_SECONDS', async () => {
    const t = setup();
    await t.poller().ensureRepeatingPoll();
    expect(t.queue.upsertJobScheduler).toHaveBeenCalledWith(
      'tournament.poll',
      { every: 90_000 },
      expect.objectContaining({
        name: 'tournament.poll',
        data: { idempotencyKey: 'tournament.poll', payload: {} },
      }),
    );
  });

  it('removes the repeat while no provider is configured', async () => {
    const t = setup();
    await t.poller([]).ensureRepeatingPoll();
    expect(t.queue.upsertJobScheduler).not.toHaveBeenCalled();
    expect(t.queue.removeJobScheduler).toHaveBeenCalledWith('tournament.poll');
  });
});

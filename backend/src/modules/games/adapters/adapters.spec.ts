import { Logger } from '@nestjs/common';
import { GameError } from '../games.errors';
import { GameId } from '../game-id';
import {
  ChessAdapter,
  chessResultOf,
  ClashAdapter,
  createGameProviderAdapters,
  Fetch,
  GameProviderError,
  monthsBetween,
} from './index';

/** A fetch that answers once with `status` (or fails with `error`) and records the request. */
function fakeFetch(answer: number | Error) {
  return jest.fn<ReturnType<Fetch>, Parameters<Fetch>>(async () => {
    if (answer instanceof Error) throw answer;
    return new Response(answer === 200 ? '{"username":"x"}' : null, { status: answer });
  });
}

const headersOf = (fetchFn: ReturnType<typeof fakeFetch>) =>
  new Headers(fetchFn.mock.calls[0][1]?.headers);

describe('ChessAdapter', () => {
  it('asks chess.com’s public API for the lower-cased player', async () => {
    const fetchFn = fakeFetch(200);
    const adapter = new ChessAdapter('https://api.chess.com/pub', fetchFn);
    await expect(adapter.exists('Hikaru')).resolves.toBe(true);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('https://api.chess.com/pub/player/hikaru');
    expect(init?.method).toBe('GET');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(headersOf(fetchFn).get('authorization')).toBeNull();
    expect(adapter.host).toBe('Chess.com');
    expect(adapter.game).toBe(GameId.Chess);
  });

  it('answers false for 404', async () => {
    await expect(new ChessAdapter('http://p', fakeFetch(404)).exists('nobody')).resolves.toBe(
      false,
    );
  });
});

describe('ClashAdapter', () => {
  it.each([
    [GameId.ClashOfClans, 'https://api.clashofclans.com/v1', 'Clash of Clans'],
    [GameId.ClashRoyale, 'https://api.clashroyale.com/v1', 'Clash Royale'],
  ] as const)('game %p: GET /players/%%23TAG with the bearer key', async (game, base, host) => {
    const fetchFn = fakeFetch(200);
    const adapter = new ClashAdapter(game, base, 'secret-key', fetchFn);
    await expect(adapter.exists('#2ppq8yl')).resolves.toBe(true);
    expect(fetchFn.mock.calls[0][0]).toBe(`${base}/players/%232PPQ8YL`);
    expect(headersOf(fetchFn).get('authorization')).toBe('Bearer secret-key');
    expect(adapter.host).toBe(host);
  });

  it('sends no authorization header without a token', async () => {
    const fetchFn = fakeFetch(404);
    await expect(
      new ClashAdapter(GameId.ClashRoyale, 'http://p', null, fetchFn).exists('2PPQ8YL'),
    ).resolves.toBe(false);
    expect(headersOf(fetchFn).get('authorization')).toBeNull();
  });
});

describe('provider outages', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const timeout = Object.assign(new Error('The operation was aborted due to timeout'), {
    name: 'TimeoutError',
  });

  it.each([
    [500],
    [503],
    [403], // a bad key or an IP not on the key's allow-list
    [429],
    [new TypeError('fetch failed')],
    [timeout],
  ])('%p → PROVIDER_UNAVAILABLE naming the game', async (answer) => {
    const adapter = new ClashAdapter(
      GameId.ClashOfClans,
      'http://p',
      'secret-key-42',
      fakeFetch(answer),
    );
    const err = await adapter.exists('2PPQ8YL').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GameError);
    expect(err).toMatchObject({
      kind: 'unavailable',
      code: 'PROVIDER_UNAVAILABLE',
      message: 'Could not check your Clash of Clans username right now. Please try again.',
    });
    // Operators see why; the token never appears in the log.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^Clash of Clans /);
    expect(String(warn.mock.calls[0][0])).not.toContain('secret-key-42');
  });
});

describe('createGameProviderAdapters', () => {
  const off = { baseUrl: null, token: null };

  it('builds an adapter only for providers with a base URL', () => {
    const fetchFn = fakeFetch(200);
    const adapters = createGameProviderAdapters(
      {
        chess: { baseUrl: 'https://api.chess.com/pub', token: null },
        clashOfClans: off,
        clashRoyale: { baseUrl: 'https://api.clashroyale.com/v1', token: 'k' },
      },
      fetchFn,
    );
    expect(adapters.map((a) => a.game)).toEqual([GameId.Chess, GameId.ClashRoyale]);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('builds none when nothing is configured', () => {
    expect(createGameProviderAdapters({ chess: off, clashOfClans: off, clashRoyale: off })).toEqual(
      [],
    );
  });
});

/** A fetch answering each URL from `answers` (404 for the rest), recording what was asked. */
function routedFetch(answers: Record<string, [number, unknown] | Error>) {
  return jest.fn<ReturnType<Fetch>, Parameters<Fetch>>(async (url) => {
    const answer = answers[String(url)];
    if (answer instanceof Error) throw answer;
    if (!answer) return new Response(null, { status: 404 });
    const [status, body] = answer;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
}

const at = (iso: string) => new Date(iso);
const unix = (iso: string) => Date.parse(iso) / 1000;

function game(
  endIso: string,
  white: [string, string],
  black: [string, string],
  extra: Record<string, unknown> = {},
) {
  return {
    url: `https://www.chess.com/game/live/${unix(endIso)}`,
    time_control: '180+2',
    end_time: unix(endIso),
    rules: 'chess',
    white: { username: white[0], result: white[1] },
    black: { username: black[0], result: black[1] },
    ...extra,
  };
}

describe('chessResultOf', () => {
  it.each([
    ['win', 'win'],
    ['agreed', 'draw'],
    ['repetition', 'draw'],
    ['stalemate', 'draw'],
    ['insufficient', 'draw'],
    ['50move', 'draw'],
    ['timevsinsufficient', 'draw'],
    ['checkmated', 'loss'],
    ['timeout', 'loss'],
    ['resigned', 'loss'],
    ['lose', 'loss'],
    ['abandoned', 'loss'],
    ['kingofthehill', 'loss'],
    ['something-new', 'loss'],
  ])('chess.com %p is a %p', (code, result) => {
    expect(chessResultOf(code)).toBe(result);
  });
});

describe('monthsBetween', () => {
  it('lists every UTC month the window touches, across a year end', () => {
    expect(monthsBetween(at('2024-12-31T23:00:00Z'), at('2025-02-01T00:00:00Z'))).toEqual([
      [2024, 12],
      [2025, 1],
      [2025, 2],
    ]);
  });

  it('names one month for a window inside it, and none for an empty window', () => {
    expect(monthsBetween(at('2025-03-01T00:00:00Z'), at('2025-03-31T23:59:59Z'))).toEqual([
      [2025, 3],
    ]);
    expect(monthsBetween(at('2025-03-02T00:00:00Z'), at('2025-03-01T00:00:00Z'))).toEqual([]);
  });
});

describe('ChessAdapter.gamesBetween', () => {
  const base = 'http://chess.test/pub';
  const from = at('2024-12-31T22:00:00Z');
  const to = at('2025-01-01T02:00:00Z');

  it('reads each month’s archive with a two-digit month and keeps the games in the window', async () => {
    const fetchFn = routedFetch({
      [`${base}/player/hikaru/games/2024/12`]: [
        200,
        {
          games: [
            game('2024-12-31T21:59:59Z', ['Hikaru', 'win'], ['a', 'resigned']), // before the window
            game('2024-12-31T22:00:00Z', ['Hikaru', 'agreed'], ['b', 'agreed']), // at the start
            game('2024-12-31T23:30:00Z', ['c', 'win'], ['hikaru', 'checkmated']),
          ],
        },
      ],
      [`${base}/player/hikaru/games/2025/01`]: [
        200,
        {
          games: [
            game('2025-01-01T00:10:00Z', ['d', 'timeout'], ['HIKARU', 'win'], {
              time_control: '60',
            }),
            game('2025-01-01T00:20:00Z', ['Hikaru', 'win'], ['e', 'resigned'], {
              rules: 'chess960',
            }),
            game('2025-01-01T01:00:00Z', ['Hikaru', 'win'], ['f', 'timeout'], {
              time_control: '1/86400',
            }),
            game('2025-01-01T02:00:00Z', ['g', 'stalemate'], ['Hikaru', 'stalemate']), // at the end
            game('2025-01-01T02:00:01Z', ['Hikaru', 'win'], ['h', 'resigned']), // after it
          ],
        },
      ],
    });
    const games = await new ChessAdapter(base, fetchFn).gamesBetween('Hikaru', from, to);
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual([
      `${base}/player/hikaru/games/2024/12`,
      `${base}/player/hikaru/games/2025/01`,
    ]);
    expect(games.map((g) => [g.endedAt.toISOString(), g.result, g.timeControl])).toEqual([
      ['2024-12-31T22:00:00.000Z', 'draw', '180+2'],
      ['2024-12-31T23:30:00.000Z', 'loss', '180+2'],
      ['2025-01-01T00:10:00.000Z', 'win', '60'],
      // Daily games come back as they are: scoring skips them by their time control.
      ['2025-01-01T01:00:00.000Z', 'win', '1/86400'],
      ['2025-01-01T02:00:00.000Z', 'draw', '180+2'],
    ]);
    expect(games[0].url).toBe(`https://www.chess.com/game/live/${unix('2024-12-31T22:00:00Z')}`);
    expect(headersOf(fetchFn).get('authorization')).toBeNull();
  });

  it('counts a month without an archive (404) as no games', async () => {
    const fetchFn = routedFetch({
      [`${base}/player/hikaru/games/2025/01`]: [
        200,
        { games: [game('2025-01-01T01:00:00Z', ['hikaru', 'win'], ['x', 'resigned'])] },
      ],
    });
    const games = await new ChessAdapter(base, fetchFn).gamesBetween('hikaru', from, to);
    expect(games).toHaveLength(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for an empty window', async () => {
    const fetchFn = routedFetch({});
    await expect(new ChessAdapter(base, fetchFn).gamesBetween('hikaru', to, from)).resolves.toEqual(
      [],
    );
    expect(fetchFn).not.toHaveBeenCalled();
  });

  const december = `${base}/player/hikaru/games/2024/12`;
  it.each<[string, [number, unknown] | Error, boolean]>([
    ['a 500', [500, { message: 'oops' }], true],
    ['a 429', [429, ''], true],
    ['a network error', new TypeError('fetch failed'), true],
    ['a body that is not JSON', [200, '<html>busy</html>'], false],
    ['an answer without games', [200, { archives: [] }], false],
    ['a game without its players', [200, { games: [{ rules: 'chess', end_time: 1 }] }], false],
  ])('throws GameProviderError for %s', async (_, answer, outage) => {
    const adapter = new ChessAdapter(base, routedFetch({ [december]: answer }));
    const err = await adapter.gamesBetween('hikaru', from, to).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GameProviderError);
    expect(err).toMatchObject({ host: 'Chess.com', outage });
    expect((err as Error).message).toMatch(/^Chess\.com /);
  });
});

describe('ClashAdapter.trophies', () => {
  const base = 'http://coc.test/v1';

  it('reads `trophies` of GET /players/%23TAG with the bearer key', async () => {
    const fetchFn = routedFetch({
      [`${base}/players/%232PPQ8YL`]: [200, { tag: '#2PPQ8YL', trophies: 4321 }],
    });
    const adapter = new ClashAdapter(GameId.ClashOfClans, base, 'secret-key', fetchFn);
    await expect(adapter.trophies('#2ppq8yl')).resolves.toBe(4321);
    expect(headersOf(fetchFn).get('authorization')).toBe('Bearer secret-key');
  });

  it.each<[string, [number, unknown] | Error, boolean]>([
    ['a tag the game does not know (404)', [404, { reason: 'notFound' }], false],
    ['a refused key (403)', [403, { reason: 'accessDenied' }], true],
    ['a 503', [503, ''], true],
    ['a time-out', Object.assign(new Error('aborted'), { name: 'TimeoutError' }), true],
    ['an answer without trophies', [200, { tag: '#2PPQ8YL' }], false],
    ['a negative trophy count', [200, { trophies: -3 }], false],
    ['a body that is not JSON', [200, '{"trophies":'], false],
  ])('throws GameProviderError for %s, never naming the key', async (_, answer, outage) => {
    const url = `${base}/players/%232PPQ8YL`;
    const adapter = new ClashAdapter(
      GameId.ClashRoyale,
      base,
      'secret-key-42',
      routedFetch({ [url]: answer }),
    );
    const err = await adapter.trophies('2PPQ8YL').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GameProviderError);
    expect(err).toMatchObject({ host: 'Clash Royale', outage });
    expect((err as Error).message).not.toContain('secret-key-42');
  });
});

import { Logger } from '@nestjs/common';
import { GamerHandleError } from '../gamer-handles.errors';
import { HandleGame } from '../handle-rules';
import { ChessAdapter, ClashAdapter, createGameProviderAdapters, Fetch } from './index';

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
    expect(adapter.game).toBe(HandleGame.Chess);
  });

  it('answers false for 404', async () => {
    await expect(new ChessAdapter('http://p', fakeFetch(404)).exists('nobody')).resolves.toBe(
      false,
    );
  });
});

describe('ClashAdapter', () => {
  it.each([
    [HandleGame.ClashOfClans, 'https://api.clashofclans.com/v1', 'Clash of Clans'],
    [HandleGame.ClashRoyale, 'https://api.clashroyale.com/v1', 'Clash Royale'],
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
      new ClashAdapter(HandleGame.ClashRoyale, 'http://p', null, fetchFn).exists('2PPQ8YL'),
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
      HandleGame.ClashOfClans,
      'http://p',
      'secret-key-42',
      fakeFetch(answer),
    );
    const err = await adapter.exists('2PPQ8YL').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GamerHandleError);
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
    expect(adapters.map((a) => a.game)).toEqual([HandleGame.Chess, HandleGame.ClashRoyale]);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('builds none when nothing is configured', () => {
    expect(createGameProviderAdapters({ chess: off, clashOfClans: off, clashRoyale: off })).toEqual(
      [],
    );
  });
});

import { apiGet, apiPost, ApiError } from './api-client';
import { storageKeys } from './storage-keys';
import { mockFetch, networkFailure } from '../test/mock-fetch';

describe('apiPost', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends the api-key header, the bearer token and a JSON body', async () => {
    localStorage.setItem(storageKeys.token, 'secret-token');
    const fetchMock = mockFetch({ '/api/login': () => ({ body: { status: 'S', token: 't' } }) });

    const result = await apiPost<{ status: string; token: string }>('login', { email: 'a@b.co' });

    expect(result).toEqual({ status: 'S', token: 't' });
    const [call] = fetchMock.calls();
    expect(call.init.method).toBe('POST');
    expect(call.init.headers).toEqual({
      'Content-Type': 'application/json',
      'api-key': 'test-api-key',
      Authorization: 'Bearer secret-token',
    });
    expect(call.body).toEqual({ email: 'a@b.co' });
  });

  it('omits Authorization when no token is stored', async () => {
    const fetchMock = mockFetch({ '/api/tournament_list': () => ({ body: { status: 'S' } }) });
    await apiPost('tournament_list');
    expect(fetchMock.calls()[0].init.headers).not.toHaveProperty('Authorization');
  });

  it('adds extra headers without letting them replace the api key', async () => {
    const fetchMock = mockFetch({ '/api/purchase': () => ({ body: { status: 'S' } }) });
    await apiPost('purchase', {}, { headers: { 'Idempotency-Key': 'k-1', 'api-key': 'other' } });
    expect(fetchMock.calls()[0].init.headers).toEqual({
      'Idempotency-Key': 'k-1',
      'Content-Type': 'application/json',
      'api-key': 'test-api-key',
    });
  });

  it("turns status 'E' into an ApiError carrying the server message", async () => {
    mockFetch({
      '/api/login': () => ({ body: { status: 'E', message: 'Invalid email or password' } }),
    });

    const failure = apiPost('login', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      message: 'Invalid email or password',
      serverMessage: 'Invalid email or password',
      status: 200,
    });
  });

  it('maps HTTP errors to ApiError with the status and the server message', async () => {
    mockFetch({
      '/api/purchase': () => ({ status: 422, body: { status: 'E', message: 'Out of stock' } }),
    });
    await expect(apiPost('purchase', {})).rejects.toMatchObject({
      status: 422,
      message: 'Out of stock',
    });
  });

  it('reports a network failure without a server message', async () => {
    mockFetch({ '/api/login': networkFailure });
    await expect(apiPost('login', {})).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      serverMessage: undefined,
    });
  });

  it('aborts after 30 seconds on desktop', async () => {
    jest.useFakeTimers();
    let aborted = false;
    mockFetch({
      '/api/slow': ({ init }) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    });

    const pending = apiPost('slow');
    const assertion = expect(pending).rejects.toMatchObject({ code: 'TIMEOUT' });
    await jest.advanceTimersByTimeAsync(29_999);
    expect(aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await assertion;
    expect(aborted).toBe(true);
  });

  it('waits 60 seconds on mobile screens', async () => {
    jest.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({
        matches: query.includes('max-width: 768px'),
        media: query,
      }) as MediaQueryList) as typeof window.matchMedia;
    let aborted = false;
    mockFetch({
      '/api/slow': ({ init }) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    });

    try {
      const pending = apiPost('slow');
      const assertion = expect(pending).rejects.toMatchObject({ code: 'TIMEOUT' });
      await jest.advanceTimersByTimeAsync(30_000);
      expect(aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(30_000);
      await assertion;
      expect(aborted).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('apiGet', () => {
  it('GETs with the api-key header and no body', async () => {
    const fetchMock = mockFetch({ '/api/games': () => ({ body: { status: 'S', data: [] } }) });

    expect(await apiGet('games')).toEqual({ status: 'S', data: [] });
    const [call] = fetchMock.calls();
    expect(call.init.method).toBe('GET');
    expect(call.init.body).toBeUndefined();
    expect(call.init.headers).toEqual({ 'api-key': 'test-api-key' });
  });

  it('maps HTTP errors to ApiError like apiPost', async () => {
    mockFetch({
      '/api/games': () => ({ status: 503, body: { status: 'E', message: 'Try later' } }),
    });
    await expect(apiGet('games')).rejects.toMatchObject({ status: 503, message: 'Try later' });
  });
});

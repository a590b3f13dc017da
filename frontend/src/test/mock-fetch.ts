/**
 * Strict global fetch mock: each call must match a route the test set up, otherwise the test
 * fails. Responses are minimal Response-like objects (jsdom has no fetch API).
 */
export interface MockResponse {
  status?: number;
  body?: unknown;
  /** Response headers (names in lower case), e.g. an etag. */
  headers?: Record<string, string>;
}

export type Responder = (request: {
  url: string;
  init: RequestInit;
  body: unknown;
}) => MockResponse | Promise<MockResponse>;

export interface FetchMock {
  mock: jest.Mock;
  calls: () => { url: string; init: RequestInit; body: unknown }[];
}

export function mockFetch(routes: Record<string, Responder>): FetchMock {
  const mock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const responder = routes[url];
    if (!responder) throw new Error(`Unexpected fetch to ${url}`);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const { status = 200, body: payload, headers = {} } = await responder({ url, init, body });
    const text = payload === undefined ? '' : JSON.stringify(payload);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return {
    mock,
    calls: () =>
      mock.mock.calls.map(([input, init = {}]) => ({
        url: String(input),
        init: init as RequestInit,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      })),
  };
}

export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

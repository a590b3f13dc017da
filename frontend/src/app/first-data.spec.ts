import { dehydrate, QueryClient } from '@tanstack/react-query';
import { seedFirstData } from './first-data';

/** The slot a server-rendered first screen carries (frontend/build/first-screen-document.ts). */
function slot(text: string, renderedAt?: number): HTMLElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-data';
  if (renderedAt !== undefined) element.setAttribute('data-rendered-at', String(renderedAt));
  element.textContent = text;
  return element;
}

describe('seedFirstData', () => {
  afterEach(() => jest.useRealTimers());

  it("puts the document's answers in the cache, received as long before the page as the server says", () => {
    const server = new QueryClient();
    jest.useFakeTimers({ now: 1_000_000 });
    server.setQueryData(['shop', 'products'], { products: ['a'] });
    const state = JSON.stringify(dehydrate(server));
    // Rendered 1.3 s after the answer arrived, sent 0.7 s after that (its Server-Timing), here
    // 0.5 s later; this device's clock is 5 minutes ahead of the server's.
    jest.setSystemTime(1_000_000 + 300_000 + 2_500);
    const client = new QueryClient();
    seedFirstData(client, slot(state, 1_001_300), 700);
    expect(client.getQueryData(['shop', 'products'])).toEqual({ products: ['a'] });
    expect(client.getQueryState(['shop', 'products'])?.dataUpdatedAt).toBe(
      1_000_000 + 300_000 + 500,
    );
  });

  it('leaves the cache empty when the document has no answers or they do not parse', () => {
    const client = new QueryClient();
    seedFirstData(client, slot(''), 0);
    seedFirstData(client, slot('{"queries":[', 1), 0);
    seedFirstData(client, null, 0);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

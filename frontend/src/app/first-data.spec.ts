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

  it("puts the document's answers in the cache, received as long ago as when the server sent them", () => {
    const server = new QueryClient();
    jest.useFakeTimers({ now: 1_000_000 });
    server.setQueryData(['shop', 'products'], { products: ['a'] });
    const state = JSON.stringify(dehydrate(server));
    // Sent 2 s after the answer arrived; this device's clock is 5 minutes ahead of the server's.
    jest.setSystemTime(1_000_000 + 300_000 + 2_500);
    const client = new QueryClient();
    seedFirstData(client, slot(state, 1_002_000));
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

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { apiHeaders, apiUrl } from './api-client';

/** Where page views go. Swap the implementation with setAnalyticsClient (tests, other vendors). */
export interface AnalyticsClient {
  pageView(path: string, referrer?: string): void;
}

/** Reports to our own API. fetch with keepalive survives unloads and, unlike sendBeacon, sends the api-key header. */
export const apiAnalyticsClient: AnalyticsClient = {
  pageView(path, referrer) {
    const body = JSON.stringify({ path, referrer: referrer ?? '' });
    const headers = apiHeaders({ 'Content-Type': 'application/json' });
    try {
      // Its answer is read and dropped, not left unread: an unread body of a no-store answer
      // keeps the request open in Chromium (nothing drains it into the cache), so the page
      // never idles; cancelling it would show as a failed request.
      void fetch(apiUrl('page_view'), { method: 'POST', headers, body, keepalive: true })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
    } catch {
      // Analytics must never break the page.
    }
  },
};

let client: AnalyticsClient = apiAnalyticsClient;

export function setAnalyticsClient(next: AnalyticsClient): void {
  client = next;
}

export function getAnalyticsClient(): AnalyticsClient {
  return client;
}

/** One page view per route change (pathname + search); the previous route is the referrer. */
export function usePageViewTracking(): void {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastPath.current === path) return;
    const referrer =
      lastPath.current === null
        ? document.referrer || undefined
        : `${window.location.origin}${lastPath.current}`;
    lastPath.current = path;
    client.pageView(path, referrer);
  }, [path]);
}

import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { setApiTransport } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** Render passes at most: each may reveal queries that wait on the last pass's answers. */
const MAX_PASSES = 3;

export interface FirstScreen {
  /** The markup #root holds. */
  html: string;
  /** The answers it was rendered with, for the client's query cache; null when it has none. */
  state: DehydratedState | null;
}

async function render(path: string, client: QueryClient): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, in document order: no streaming chunks or scripts to patch them in.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}

/** Queries the last render asked for that have no answer yet, may run signed out and did not fail. */
function unanswered(client: QueryClient, failed: Set<string>) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || failed.has(query.queryHash)) return false;
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

/**
 * The markup the app renders first for `path` on a first visit (signed out, empty storage),
 * which main.tsx hydrates. The tree is App's, with the static router in place of the browser's.
 *
 * Without `api` (build time: frontend/build/prerender.ts) the page renders as it does before the
 * API answers. With it (the server, per request) the render fetches through `api` what the page
 * asks for and renders again with the answers, so the document carries the page with its data
 * and the client starts with them in its cache: no requests, no skeleton, no second render of
 * the first screen. A query the API refuses stays unanswered (the client asks again and shows
 * its own error).
 */
export async function renderFirstScreen(path: string, api?: typeof fetch): Promise<FirstScreen> {
  const client = createQueryClient();
  let html = await render(path, client);
  if (!api) return { html, state: null };
  setApiTransport(api);
  const failed = new Set<string>();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const queries = unanswered(client, failed);
    if (!queries.length) break;
    await Promise.all(
      queries.map((query) =>
        client
          .fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })
          .catch(() => {
            // Rendered as still loading, as the client will until its own request answers.
            failed.add(query.queryHash);
            client.removeQueries({ queryKey: query.queryKey, exact: true });
          }),
      ),
    );
    html = await render(path, client);
  }
  const state = dehydrate(client);
  return { html, state: state.queries.length ? state : null };
}

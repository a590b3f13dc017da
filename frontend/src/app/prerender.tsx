import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routes } from './router';

/**
 * Build time only (frontend/build/prerender.ts runs it in Node): the markup the app renders first
 * for `path` on a first visit (signed out, empty storage, no answer from the API yet), which
 * main.tsx hydrates. The tree is App's, with the static router in place of the browser's.
 */
export async function renderFirstScreen(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, in document order: no streaming chunks or scripts to patch them in.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}

import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * Build time only (frontend/build/prerender.ts runs it in Node): the markup the app renders first
 * for `path` on a first visit (signed out, empty storage, no answer from the API yet), which
 * main.tsx hydrates. The tree is App's, with the static router in place of the browser's.
 */
export async function renderFirstScreen(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
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

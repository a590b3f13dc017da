import { StrictMode, startTransition } from 'react';
import './styles/fonts.css';
import './styles/global.css';
import { App } from './app/app';
import { seedFirstData } from './app/first-data';
import { createQueryClient } from './lib/query-client';
import { preloadRoute } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const client = createQueryClient();
seedFirstData(client);
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);

// React DOM's client, the largest module by far, is imported here rather than with the rest:
// the browser then evaluates it in a task of its own, after this one, so a phone's CPU sees two
// shorter tasks instead of one long one (the document preloads it beside this entry).
// The page's chunk comes first too (index.html already fetched it): hydration then covers the
// whole page in one pass instead of leaving the page's part for a second one. As a transition,
// the first render (or hydration) yields to the browser every few milliseconds instead of holding
// the main thread in one long task (input stays responsive while the app starts).
void Promise.all([import('react-dom/client'), preloadRoute(window.location.pathname)]).then(
  ([{ createRoot, hydrateRoot }]) =>
    startTransition(() => {
      if (container.firstChild) {
        // The page's document put its first screen here (build/first-paint.ts): the app takes
        // over the markup the player already sees instead of painting it again.
        hydrateRoot(container, app);
      } else {
        createRoot(container).render(app);
      }
    }),
);

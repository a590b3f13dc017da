import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/global.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// As a transition, the first render (or hydration) yields to the browser every few milliseconds
// instead of holding the main thread in one long task (input stays responsive while the app
// starts).
startTransition(() => {
  if (container.firstChild) {
    // index.html put this page's first screen here (build/first-paint.ts): the app takes over
    // the markup the player already sees instead of painting it again.
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});

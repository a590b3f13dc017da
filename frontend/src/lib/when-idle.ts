/** Runs `run` when the browser is next idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** Whether the page is loaded and on screen: the preloader (index.html's overlay) has left. */
const pageShown = () => document.readyState === 'complete' && !document.getElementById('preloader');

/** Runs `run` once the page is loaded and shown and the browser is next idle; returns a cancel. */
export function afterShownIdle(run: () => void): () => void {
  if (pageShown()) return whenIdle(run);
  let cancelIdle: (() => void) | null = null;
  // The load event, then the preloader's removal from <body>, whichever comes last.
  const check = () => {
    if (cancelIdle || !pageShown()) return;
    stopWatching();
    cancelIdle = whenIdle(run);
  };
  const removals = new MutationObserver(check);
  removals.observe(document.body, { childList: true });
  window.addEventListener('load', check);
  const stopWatching = () => {
    removals.disconnect();
    window.removeEventListener('load', check);
  };
  return () => {
    stopWatching();
    cancelIdle?.();
  };
}

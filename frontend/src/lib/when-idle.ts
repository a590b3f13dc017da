/** Runs `run` when the browser is next idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

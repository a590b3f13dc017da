import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { FIRST_DATA_ID, FIRST_DATA_TIMING } from '../../build/first-screen-document';

/**
 * How old the document's answers were when the server sent it (its Server-Timing header;
 * 0 where there is none).
 */
function documentAge(): number {
  const [navigation] = (performance.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  const timing = navigation?.serverTiming?.find(({ name }) => name === FIRST_DATA_TIMING);
  return timing?.duration ?? 0;
}

/**
 * The answers a first screen's document was rendered with (the server's render, app/prerender.tsx),
 * put into `client` before the app hydrates that markup: its first render then matches the
 * document and asks the API for none of them. The times they were received move onto this
 * device's clock (received `age` ms before the document arrived), so countdowns and freshness
 * read right whatever the two clocks say.
 */
export function seedFirstData(
  client: QueryClient,
  element = document.getElementById(FIRST_DATA_ID),
  age = documentAge(),
): void {
  const text = element?.textContent;
  if (!element || !text) return;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return; // the app asks the API as on any other page
  }
  const renderedAt = Number(element.getAttribute('data-rendered-at'));
  const shift = Number.isFinite(renderedAt) && renderedAt > 0 ? Date.now() - age - renderedAt : 0;
  for (const { state: query } of state.queries) {
    if (query.dataUpdatedAt) query.dataUpdatedAt += shift;
  }
  hydrate(client, state);
}

/*
 * The shape of a first screen's document (frontend/build/first-paint.ts writes it) where the Node
 * server puts a page rendered with its data (backend/src/web/first-screens.ts): #root, and right
 * after it the slot for the answers the page was rendered with. Imports nothing, so the server
 * compiles it with its own code.
 */

const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';

/** The element that carries the answers a page was rendered with. */
export const FIRST_DATA_ID = 'first-data';

/** Empty in the build's documents: a page rendered before any answer. */
export const FIRST_DATA_SLOT = `<script type="application/json" id="${FIRST_DATA_ID}"></script>`;

/** The server build of the client's first screens, under frontend/ (beside the served `dist`). */
export const FIRST_SCREEN_MODULE = 'dist-ssr/first-screen.mjs';

/** What that build exports (frontend/src/app/prerender.tsx). */
export interface FirstScreenModule {
  /** Without `api`, the page as before any answer; with it, with the answers it asked for. */
  renderFirstScreen(path: string, api?: typeof fetch): Promise<{ html: string; state: unknown }>;
}

/** #root with `markup`, followed by the empty data slot (what the build writes). */
export function rootWithSlot(markup: string): string {
  return `${ROOT_OPEN}${markup}${ROOT_CLOSE}${FIRST_DATA_SLOT}`;
}

/** Names the age of a server-rendered document's answers in its Server-Timing header. */
export const FIRST_DATA_TIMING = 'first-data';

/**
 * `document` (a build's first screen) with `markup` in #root and `data` (JSON) in the slot,
 * stamped with when the server rendered it (`data-rendered-at`, its clock); null when the
 * document has no slot (a build from before it).
 */
export function withFirstScreen(
  document: string,
  markup: string,
  data: string,
  renderedAt: number,
): string | null {
  const slot = document.indexOf(FIRST_DATA_SLOT);
  const open = document.indexOf(ROOT_OPEN);
  if (slot < 0 || open < 0 || open > slot) return null;
  // JSON in a script element ends at the first "</script": "<" is written as its escape.
  const json = data.replace(/</g, '\\u003c');
  return (
    `${document.slice(0, open)}${ROOT_OPEN}${markup}${ROOT_CLOSE}` +
    `<script type="application/json" id="${FIRST_DATA_ID}" data-rendered-at="${renderedAt}">${json}</script>` +
    document.slice(slot + FIRST_DATA_SLOT.length)
  );
}

/**
 * What the game page and a game in its frame say to each other through postMessage. Each side
 * trusts a message only from the window it expects at the origin it expects, and only in these
 * shapes: anything else (extensions, other frames, a page that framed the game) is ignored.
 */

/** Tags our messages, so unrelated postMessage traffic is told apart cheaply. */
export const GAME_CHANNEL = 'gamehub-game';

export type PageMessage = { type: 'start' } | { type: 'end' };

export type GameMessage =
  { type: 'ready' } | { type: 'over'; score: number; reason: 'crash' | 'ended' };

interface Envelope {
  channel: typeof GAME_CHANNEL;
  message: unknown;
}

/** The parts of a MessageEvent the check reads. */
export interface ReceivedMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

export function envelope(message: PageMessage | GameMessage): Envelope {
  return { channel: GAME_CHANNEL, message };
}

/** The origin a frame URL (absolute or relative to the page) loads from. */
export function originOf(url: string, base: string): string {
  return new URL(url, base).origin;
}

/** True when the message comes from `source` at `origin` in our channel. */
export function isTrusted(event: ReceivedMessage, origin: string, source: unknown): boolean {
  if (!origin || origin === 'null' || event.origin !== origin) return false;
  if (source === null || source === undefined || event.source !== source) return false;
  const data = event.data as Partial<Envelope> | null;
  return typeof data === 'object' && data !== null && data.channel === GAME_CHANNEL;
}

/** A page's command to the game, or null when the message is not one we trust. */
export function readPageMessage(
  event: ReceivedMessage,
  origin: string,
  source: unknown,
): PageMessage | null {
  if (!isTrusted(event, origin, source)) return null;
  const message = (event.data as Envelope).message as { type?: unknown } | null;
  if (message?.type === 'start' || message?.type === 'end') return { type: message.type };
  return null;
}

/** A game's report to the page, or null when the message is not one we trust. */
export function readGameMessage(
  event: ReceivedMessage,
  origin: string,
  source: unknown,
): GameMessage | null {
  if (!isTrusted(event, origin, source)) return null;
  const message = (event.data as Envelope).message as Record<string, unknown> | null;
  if (message?.type === 'ready') return { type: 'ready' };
  if (
    message?.type === 'over' &&
    Number.isSafeInteger(message.score) &&
    (message.score as number) >= 0 &&
    (message.reason === 'crash' || message.reason === 'ended')
  ) {
    return { type: 'over', score: message.score as number, reason: message.reason };
  }
  return null;
}

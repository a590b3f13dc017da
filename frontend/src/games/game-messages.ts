/**
 * What the game page and a game in its frame say to each other through postMessage. Each side
 * trusts a message only from the window it expects at the origin it expects, and only in these
 * shapes: anything else (extensions, other frames, a page that framed the game) is ignored.
 */

/** Tags our messages, so unrelated postMessage traffic is told apart cheaply. */
export const GAME_CHANNEL = 'gamehub-game';

/** `start` carries the seed game_start answered: the run the server will replay. */
export type PageMessage = { type: 'start'; seed: number } | { type: 'end' };

/** A finished run: its score, its length in ticks and its input log, for game_end to replay. */
export interface RunReport {
  type: 'over';
  score: number;
  reason: 'crash' | 'ended';
  ticks: number;
  inputs: number[];
}

export type GameMessage = { type: 'ready' } | RunReport;

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
  const message = (event.data as Envelope).message as { type?: unknown; seed?: unknown } | null;
  if (message?.type === 'end') return { type: 'end' };
  if (message?.type === 'start' && isWhole(message.seed)) {
    return { type: 'start', seed: message.seed };
  }
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
    isWhole(message.score) &&
    isWhole(message.ticks) &&
    Array.isArray(message.inputs) &&
    message.inputs.every(isWhole) &&
    (message.reason === 'crash' || message.reason === 'ended')
  ) {
    return {
      type: 'over',
      score: message.score,
      reason: message.reason,
      ticks: message.ticks,
      inputs: [...(message.inputs as number[])],
    };
  }
  return null;
}

function isWhole(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

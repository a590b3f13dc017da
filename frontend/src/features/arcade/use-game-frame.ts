import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  envelope,
  originOf,
  readGameMessage,
  type GameMessage,
  type PageMessage,
} from '../../games/game-messages';

/**
 * Talks to the game in `frame`: listens only to that frame's window at the origin its URL
 * loads from, and posts commands to that origin only (never '*').
 */
export function useGameFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  url: string,
  onMessage: (message: GameMessage) => void,
) {
  const [ready, setReady] = useState(false);
  const origin = originOf(url, window.location.href);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const message = readGameMessage(event, origin, frame.current?.contentWindow);
      if (!message) return;
      if (message.type === 'ready') setReady(true);
      handler.current(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, origin]);

  const send = useCallback(
    (message: PageMessage) => {
      frame.current?.contentWindow?.postMessage(envelope(message), origin);
    },
    [frame, origin],
  );

  /** Keys go to the game, so the arrows steer straight after START. */
  const focus = useCallback(() => frame.current?.focus(), [frame]);

  return { ready, send, focus };
}

import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for `target`: the Fullscreen API where the browser has it for elements, else
 * (iPhone Safari) the element is expanded over the page by CSS; Escape leaves either.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);

  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('has-expanded-game');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('has-expanded-game');
    };
  }, [expanded]);

  const toggle = useCallback(async () => {
    const element = target.current;
    if (!element) return;
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (expanded) {
      setExpanded(false);
      return;
    }
    if (document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // Refused (no user gesture, a policy): fall back to covering the page.
      }
    }
    setExpanded(true);
  }, [expanded, target]);

  return { isFullscreen: native || expanded, expanded, toggle };
}

import { prefersReducedMotion } from './motion';

/** Full-window layer above dialogs; never catches clicks. */
const CANVAS_STYLE =
  'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:var(--z-confetti)';

/**
 * Celebration burst; canvas-confetti is only downloaded the first time it fires. Each burst draws
 * on its own canvas (data-testid="confetti", for browser tests), removed when the burst ends.
 */
export async function fireConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.dataset.testid = 'confetti';
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = CANVAS_STYLE;
  document.body.appendChild(canvas);
  const burst = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
  try {
    await burst({ particleCount: 120, spread: 75, origin: { y: 0.6 } });
  } finally {
    burst.reset();
    canvas.remove();
  }
}

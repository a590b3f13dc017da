import { prefersReducedMotion } from './motion';

/** Celebration burst; canvas-confetti is only downloaded the first time it fires. */
export async function fireConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import('canvas-confetti');
  await confetti({
    particleCount: 120,
    spread: 75,
    origin: { y: 0.6 },
    disableForReducedMotion: true,
  });
}

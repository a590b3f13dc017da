import confetti from 'canvas-confetti';
import { fireConfetti } from './confetti';

jest.mock('canvas-confetti', () => ({ __esModule: true, default: { create: jest.fn() } }));

const create = jest.mocked(confetti.create);

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('fireConfetti', () => {
  const originalMatchMedia = window.matchMedia;

  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    create.mockReset();
  });

  it('bursts on its own data-testid="confetti" canvas and removes it afterwards', async () => {
    setReducedMotion(false);
    let finish: () => void = () => undefined;
    const burst = Object.assign(
      jest.fn(
        () =>
          new Promise<null>((resolve) => {
            finish = () => resolve(null);
          }),
      ),
      { reset: jest.fn() },
    );
    create.mockReturnValue(burst);

    const done = fireConfetti();
    await new Promise((resolve) => setTimeout(resolve, 0));

    const canvas = document.querySelector('[data-testid="confetti"]');
    expect(canvas).toBeInstanceOf(HTMLCanvasElement);
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(create).toHaveBeenCalledWith(canvas, expect.objectContaining({ resize: true }));
    expect(burst).toHaveBeenCalledTimes(1);

    finish();
    await done;
    expect(document.querySelector('[data-testid="confetti"]')).toBeNull();
  });

  it('does nothing when the player prefers reduced motion', async () => {
    setReducedMotion(true);

    await fireConfetti();

    expect(create).not.toHaveBeenCalled();
    expect(document.querySelector('[data-testid="confetti"]')).toBeNull();
  });
});

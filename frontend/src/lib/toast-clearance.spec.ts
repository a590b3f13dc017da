import { keepToastsBelow, toastClearance } from './toast-clearance';

/** An element laid out at [top, bottom] (jsdom lays nothing out). */
function placed(top: number, bottom: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () =>
    ({ top, bottom, height: bottom - top, left: 0, right: 390, width: 390 }) as DOMRect;
  document.body.append(element);
  return element;
}

describe('toast clearance', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
  });

  it('keeps toasts below a marked control near the top while it is mounted, then lets them back', () => {
    const changed = jest.fn();
    const unsubscribe = toastClearance.subscribe(changed);
    expect(toastClearance.get()).toBeNull();

    const release = keepToastsBelow(placed(64, 120));
    expect(toastClearance.get()).toBe(128);
    expect(changed).toHaveBeenCalledTimes(1);

    // The lowest of several.
    const releaseBar = keepToastsBelow(placed(0, 150));
    expect(toastClearance.get()).toBe(158);

    releaseBar?.();
    expect(toastClearance.get()).toBe(128);
    release?.();
    expect(toastClearance.get()).toBeNull();
    unsubscribe();
  });

  it('ignores a marked control away from the top of the screen, or not shown', () => {
    const low = keepToastsBelow(placed(600, 660));
    const hidden = keepToastsBelow(placed(0, 0));
    expect(toastClearance.get()).toBeNull();
    low?.();
    hidden?.();
  });

  it('measures again when asked, as a toast is raised: a control may have moved since', () => {
    const element = placed(64, 120);
    const release = keepToastsBelow(element);
    element.getBoundingClientRect = () =>
      ({ top: 64, bottom: 200, height: 136, left: 0, right: 390, width: 390 }) as DOMRect;
    toastClearance.measure();
    expect(toastClearance.get()).toBe(208);
    release?.();
  });

  it('passes a null ref by', () => {
    expect(keepToastsBelow(null)).toBeUndefined();
  });
});

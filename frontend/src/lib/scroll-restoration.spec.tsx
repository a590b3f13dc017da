import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollRestoration } from './scroll-restoration';
import { storageKeys } from './storage-keys';

let navigate: NavigateFunction;

function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return <h2 id="results">Results</h2>;
}

/** The player scrolls the window to `y`. */
function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    scrollWindow(0);
    sessionStorage.clear();
    delete (performance as Partial<Performance>).getEntriesByType;
  });

  /** The document came from a navigation of `type` (performance's navigation entry). */
  function documentFrom(type: NavigationTimingType) {
    // jsdom keeps no navigation timing.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: () => [{ type }],
    });
  }

  function renderAt(path: string) {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
  }

  it("leaves the visit's first page where the browser put it", () => {
    renderAt('/leaderboard');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at its top', () => {
    renderAt('/tournaments');
    scrollWindow(640);
    act(() => navigate('/shop'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('takes Back and Forward to where the player was on each page', () => {
    renderAt('/tournaments');
    scrollWindow(640);
    act(() => navigate('/shop'));
    scrollWindow(120);
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('opens a link with a #hash at that element', () => {
    // jsdom lays nothing out, so it has no scrollIntoView of its own.
    const scrollIntoView = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrollIntoView,
    });
    renderAt('/tournaments');
    act(() => navigate('/tournaments/1/2#results'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('keeps the positions for a reload as the page goes, and a reload returns to its own', () => {
    renderAt('/faq');
    scrollWindow(480);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem(storageKeys.scrollPositions) ?? '{}');
    expect(Object.values(saved)).toContain(480);
    cleanup();

    documentFrom('reload');
    sessionStorage.setItem(storageKeys.scrollPositions, JSON.stringify({ default: 480 }));
    renderAt('/faq');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
  });

  it('keeps where the page is as it goes, also when its last scroll had not been dispatched yet', () => {
    renderAt('/faq');
    // A reload right after a scroll, before the browser dispatched its event.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 600 });
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem(storageKeys.scrollPositions) ?? '{}');
    expect(Object.values(saved)).toContain(600);
  });

  it("reads no storage on a fresh visit's first page", () => {
    documentFrom('navigate');
    sessionStorage.setItem(storageKeys.scrollPositions, JSON.stringify({ default: 480 }));
    const read = jest.spyOn(Storage.prototype, 'getItem');
    renderAt('/faq');
    expect(read).not.toHaveBeenCalledWith(storageKeys.scrollPositions);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

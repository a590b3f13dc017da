/* jsdom lacks a few web APIs that react-router and our code touch. */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;

// react-router's data routers wrap each navigation in a Request; jsdom has no fetch API, so a
// minimal stand-in carries the url, method and abort signal it reads.
if (typeof globalThis.Request === 'undefined') {
  class RequestStub {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers: Record<string, string>;

    constructor(input: string | URL | RequestStub, init: RequestInit = {}) {
      this.url = input instanceof RequestStub ? input.url : String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = {};
    }
  }
  Object.assign(globalThis, { Request: RequestStub });
}

// embla-carousel observes slide visibility and size; jsdom has neither observer.
class ObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
for (const name of ['IntersectionObserver', 'ResizeObserver'] as const) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: ObserverStub });
}

// jsdom lays nothing out, so it has no scrolling to do.
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}

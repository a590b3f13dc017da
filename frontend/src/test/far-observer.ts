/**
 * An IntersectionObserver for jsdom that reports nothing until `reveal` says every element still
 * observed has come near the viewport.
 */
export class FarObserver {
  static all: FarObserver[] = [];
  private readonly targets: Element[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    FarObserver.all.push(this);
  }
  observe(target: Element): void {
    this.targets.push(target);
  }
  unobserve(): void {}
  disconnect(): void {
    this.targets.length = 0;
  }
  static reveal(): void {
    for (const observer of FarObserver.all) {
      const entries = observer.targets.map(
        (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
      );
      observer.report(entries, observer as unknown as IntersectionObserver);
    }
  }
}

/** Makes FarObserver the IntersectionObserver; the returned function puts the previous one back. */
export function installFarObserver(): () => void {
  const previous = globalThis.IntersectionObserver;
  FarObserver.all = [];
  globalThis.IntersectionObserver = FarObserver as unknown as typeof IntersectionObserver;
  return () => {
    globalThis.IntersectionObserver = previous;
  };
}

/** In a describe: each of its tests runs with FarObserver, and the previous observer after. */
export function withFarObserver(): void {
  let restore = () => undefined as void;
  beforeEach(() => {
    restore = installFarObserver();
  });
  afterEach(() => restore());
}

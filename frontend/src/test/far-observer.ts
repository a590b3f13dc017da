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

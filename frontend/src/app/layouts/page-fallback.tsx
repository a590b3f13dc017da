/** Shown while a route's code loads; holds the page's space so the footer does not jump. */
export function PageFallback() {
  return (
    <div className="page-fallback container" role="status" aria-live="polite">
      <span className="skeleton page-fallback__title" />
      <span className="skeleton page-fallback__block" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

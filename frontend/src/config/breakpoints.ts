/**
 * The spec's breakpoints, defined once. CSS uses them as custom media (`@media (--lg-down)`),
 * expanded at build time by the plugin in vite.config.ts; TS code reads them from here.
 */
export const breakpoints = {
  /** mobile layout */
  sm: 575,
  /** mobile */
  md: 768,
  /** desktop navigation */
  lg: 992,
  /** narrow game frame */
  xl: 1100,
} as const;

export type BreakpointName = keyof typeof breakpoints;

/** `(--md-down)` = below the md breakpoint, `(--md-up)` = md and wider. */
export function customMedia(): Record<string, string> {
  const queries: Record<string, string> = {};
  for (const [name, px] of Object.entries(breakpoints)) {
    queries[`--${name}-down`] = `(max-width: ${px - 0.02}px)`;
    queries[`--${name}-up`] = `(min-width: ${px}px)`;
  }
  return queries;
}

/** Media query string for matchMedia, e.g. mediaBelow('md'). */
export function mediaBelow(name: BreakpointName): string {
  return `(max-width: ${breakpoints[name] - 0.02}px)`;
}

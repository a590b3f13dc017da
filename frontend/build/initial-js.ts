import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a first visit downloads before anything renders. Issue 14 set 120 kB; the
 * declarative router (issue 26) brought it to ~100 kB, and the budget keeps it there.
 */
export const INITIAL_JS_LIMIT_BYTES = 105 * 1024;

export interface InitialJs {
  files: string[];
  gzipBytes: number;
}

/**
 * The entry script and the modules index.html preloads, with their gzip size: what the browser
 * fetches before the first page can paint (route chunks load after).
 */
export function initialJsReport(distDir: string): InitialJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
  ].map((match) => match[1]);
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

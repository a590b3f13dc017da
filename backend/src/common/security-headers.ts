import helmet, { HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

/**
 * Helmet's headers for these options, worked out once. They do not depend on the request (no
 * CSP nonces), and @fastify/helmet rebuilt every helmet middleware on each request to set them.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet's middlewares only set and remove headers, synchronously.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The CSP source of every inline script in the built pages (`'sha256-…'`): the client's boot
 * scripts are allowed by their hash, so no page needs `'unsafe-inline'` for scripts. Read from
 * the files served, so a new build's scripts are what is allowed.
 */
export function inlineScriptHashes(root: string): string[] {
  if (!existsSync(root)) return [];
  const hashes = new Set<string>();
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );
  for (const page of pages) {
    for (const [, script] of readFileSync(join(root, page), 'utf8').matchAll(
      /<script>([\s\S]*?)<\/script>/g,
    )) {
      hashes.add(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

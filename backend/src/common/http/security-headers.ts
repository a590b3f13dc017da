import helmet, { HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

// The web build (frontend/build/security-headers.ts) writes nginx's copy of these headers with
// this file, and frontend/Dockerfile copies it alone into that build: import nothing but
// packages and Node's own modules here.

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

/** The CSP source (`'sha256-…'`) of each distinct body of the given element in the built pages. */
function inlineHashes(root: string, element: 'script' | 'style'): string[] {
  if (!existsSync(root)) return [];
  const hashes = new Set<string>();
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );
  const inline = new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g');
  for (const page of pages) {
    for (const [, body] of readFileSync(join(root, page), 'utf8').matchAll(inline)) {
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The CSP source of every inline script in the built pages (`'sha256-…'`): the client's boot
 * scripts are allowed by their hash, so no page needs `'unsafe-inline'` for scripts. Read from
 * the files served, so a new build's scripts are what is allowed.
 */
export function inlineScriptHashes(root: string): string[] {
  return inlineHashes(root, 'script');
}

/**
 * The same for the CSS the build inlines in the pages (the shell's and a first screen's): with
 * these, no page needs `'unsafe-inline'` for styles either. That also refuses style attributes
 * in the markup, so the server-rendered screens carry none (the client's own `style` props are
 * set through the CSSOM, which CSP does not govern), and react-toastify comes unstyled with its
 * CSS as a file (its styled build adds a <style> element).
 */
export function inlineStyleHashes(root: string): string[] {
  return inlineHashes(root, 'style');
}

/** Helmet's options with these script and style sources; every other directive is the same. */
function policy(scriptSrc: string[], styleSrc: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc,
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
      },
    },
  };
}

/**
 * The security headers of the players' pages and of every file of the client built into `root`
 * (the API's answers too), the CSP allowing no inline script or style but those pages' own, by
 * hash. With no client served (`root` undefined), nothing inline at all. Includes HSTS: a server sends it
 * only over TLS.
 */
export function webPageHeaders(root: string | undefined): Record<string, string> {
  return helmetHeaders(
    policy(
      ["'self'", ...(root ? inlineScriptHashes(root) : [])],
      ["'self'", ...(root ? inlineStyleHashes(root) : [])],
    ),
  );
}

/** The operator tools' headers (Swagger UI, bull-board): their pages boot with inline scripts and styles. */
export function operatorPageHeaders(): Record<string, string> {
  return helmetHeaders(policy(["'self'", "'unsafe-inline'"], ["'self'", "'unsafe-inline'"]));
}

/**
 * The API's answers' headers (JSON, and /metrics' text): the set OWASP's REST Security Cheat
 * Sheet gives an API, from helmet. An answer that is not a document needs no page policy:
 * `default-src 'none'` is stricter than the pages' CSP, and the document-only headers (opener
 * policy, DNS prefetch, download options, origin clustering…) mean nothing on it. Each header
 * written costs every call: the pages' set is twelve headers, ~1 KB with the scripts' hashes.
 */
export function apiAnswerHeaders(): Record<string, string> {
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** HSTS, which a server sends only to requests that came over TLS. */
export const HSTS_HEADER = 'strict-transport-security';

/**
 * nginx's copy of webPageHeaders(root), one `add_header … always;` per header, for the web
 * container to include where it serves the client built into `root`. No HSTS: that nginx listens
 * on plain HTTP, where a browser ignores it and it would send a local http:// stack to https.
 */
export function nginxWebPageHeaders(root: string): string {
  const { [HSTS_HEADER]: _, ...headers } = webPageHeaders(root);
  const lines = Object.entries(headers).map(([name, value]) => {
    // Inside nginx's double quotes `$` starts a variable and `"`, `\` need escaping: none belongs
    // in these headers (printable ASCII), so one would be a policy change to look at, not quote.
    if (!/^[a-z0-9-]+$/.test(name) || /[^ -~]|["$\\]/.test(value)) {
      throw new Error(`Header not written for nginx as it is: ${name}: ${value}`);
    }
    return `add_header ${name} "${value}" always;`;
  });
  return [
    '# Written by the web build (frontend/build/security-headers.ts) with',
    "# backend/src/common/http/security-headers.ts: the API's headers for these pages, HSTS aside.",
    ...lines,
    '',
  ].join('\n');
}

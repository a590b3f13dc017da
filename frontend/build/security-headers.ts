import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// Build-time Node code, not the client's: the web container must send the API's own headers
// for these pages (one policy, in the backend), so it takes them from where the API does.
// eslint-disable-next-line no-restricted-imports
import { nginxWebPageHeaders } from '../../backend/src/common/http/security-headers';

/** The file frontend/nginx.conf includes wherever it serves the build's pages and files. */
const NGINX_HEADERS_FILE = 'security-headers.conf';

/**
 * After the pages are written (first-paint.ts writes the first screens in writeBundle): the
 * security headers the API sends with this build (its CSP allows the pages' inline scripts by
 * hash), as nginx `add_header` lines in `security-headers.conf` beside them. HSTS is left out:
 * the web container's nginx listens on plain HTTP.
 */
export function nginxSecurityHeaders(): Plugin {
  let outDir = '';
  return {
    name: 'gamehub-nginx-security-headers',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      writeFileSync(join(outDir, NGINX_HEADERS_FILE), nginxWebPageHeaders(outDir));
    },
  };
}

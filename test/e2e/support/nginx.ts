import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/** Where the web container's config lives; the test runs this file, not a copy of it. */
export const NGINX_CONF = join(__dirname, '..', '..', '..', 'frontend', 'nginx.conf');

export interface NginxSite {
  /** Port nginx listens on (127.0.0.1). */
  port: number;
  /** The built client (the image's /usr/share/nginx/html). */
  root: string;
  /** Where the API listens, `127.0.0.1:3000` (the `api` service). */
  api: string;
}

/**
 * The only parts of nginx.conf that belong to the deployment rather than to the delivery it
 * describes: the port, the web root (the `root`, the first screens' map and the four includes
 * of the build's security headers), Docker's DNS and the API's address. Each must be found as often as said, so a changed config fails here instead of
 * being tested half-rewritten.
 */
export function deploymentRewrites(
  site: NginxSite,
): { pattern: RegExp; to: string; times: number }[] {
  return [
    { pattern: /^(\s*)listen 80;$/gm, to: `$1listen 127.0.0.1:${site.port};`, times: 1 },
    {
      pattern: /^(\s*(?:root|include) )\/usr\/share\/nginx\/html\b/gm,
      to: `$1${site.root}`,
      times: 6,
    },
    // The upstream below is an address, so nothing is looked up; 127.0.0.11 is Docker's DNS.
    { pattern: /^(\s*)resolver 127\.0\.0\.11 /gm, to: '$1resolver 127.0.0.1 ', times: 1 },
    {
      pattern: /^(\s*)set \$api_upstream http:\/\/api:3000;$/gm,
      to: `$1set $$api_upstream http://${site.api};`,
      times: 1,
    },
  ];
}

export function rewriteForSite(conf: string, site: NginxSite): string {
  let out = conf;
  for (const { pattern, to, times } of deploymentRewrites(site)) {
    const found = conf.match(pattern)?.length ?? 0;
    if (found !== times) {
      throw new Error(`nginx.conf: expected ${times} match(es) of ${pattern}, found ${found}`);
    }
    out = out.replace(pattern, to);
  }
  return out;
}

/** nginx from PATH, else where Debian installs it (/usr/sbin is not on every PATH). */
export function findNginx(): string {
  const candidates = [
    ...(process.env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, 'nginx')),
    '/usr/sbin/nginx',
  ];
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "nginx is not installed, and the web container's config (frontend/nginx.conf) is tested " +
        'with a real one: `apt-get install nginx-light` (.ci/run installs it).',
    );
  }
  return found;
}

/** mime.types beside the binary's own nginx.conf, as the official image includes it. */
function mimeTypes(nginx: string): string {
  // `nginx -V` prints its build options on stderr.
  const { stdout, stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = `${stdout}${stderr}`.match(/--conf-path=(\S+)/)?.[1];
  const path = confPath ? join(dirname(confPath), 'mime.types') : '';
  if (!path || !existsSync(path))
    throw new Error(`nginx's mime.types not found (${path || 'no --conf-path'})`);
  return path;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningNginx {
  url: string;
  /** What nginx wrote to its error log so far. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground with frontend/nginx.conf (rewritten for this machine) as its
 * one server, inside a main config shaped like the official image's (mime types, default type,
 * sendfile), with its pid, logs and temp files in a directory of its own.
 */
export async function startNginx(site: NginxSite): Promise<RunningNginx> {
  const nginx = findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'gamehub-nginx-'));
  const temp = (name: string) => {
    mkdirSync(join(dir, name));
    return join(dir, name);
  };
  writeFileSync(join(dir, 'default.conf'), rewriteForSite(readFileSync(NGINX_CONF, 'utf8'), site));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  include ${mimeTypes(nginx)};`,
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  keepalive_timeout 65;',
      '  access_log off;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${join(dir, 'default.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const errorLog = join(dir, 'error.log');
  const errors = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  let output = '';
  const child: ChildProcess = spawn(
    nginx,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', errorLog],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await portOpen(site.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const why = `${output}${errors()}`;
      await stop();
      throw new Error(`nginx did not start with frontend/nginx.conf:\n${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${site.port}`, errors, stop };
}

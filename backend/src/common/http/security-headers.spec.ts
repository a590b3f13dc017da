import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiAnswerHeaders,
  helmetHeaders,
  HSTS_HEADER,
  inlineScriptHashes,
  inlineStyleHashes,
  nginxWebPageHeaders,
  operatorPageHeaders,
  webPageHeaders,
} from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'gamehub-web-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('hashes every inline script of every page, once each, and no external one', () => {
    const boot = "(function(){document.title='x'})()";
    const preload = 'var a=1;\n';
    writeFileSync(
      join(root, 'index.html'),
      `<html><script>${boot}</script><script type="module" src="/assets/a.js"></script></html>`,
    );
    mkdirSync(join(root, 'first-screens'));
    writeFileSync(
      join(root, 'first-screens', 'home.html'),
      `<script>${boot}</script><body><script>${preload}</script></body>`,
    );
    writeFileSync(join(root, 'first-screens', 'home.html.br'), 'not a page');
    expect(inlineScriptHashes(root)).toEqual([sha(boot), sha(preload)].sort());
  });

  it('hashes every inline stylesheet of every page the same way, apart from the scripts', () => {
    const shell = 'body{margin:0}';
    const page = '.shop{display:grid}';
    writeFileSync(
      join(root, 'index.html'),
      `<style>${shell}</style><link rel="stylesheet" href="/assets/a.css"><script>x()</script>`,
    );
    mkdirSync(join(root, 'first-screens'));
    writeFileSync(
      join(root, 'first-screens', 'shop.html'),
      `<style>${shell}</style><style>${page}</style>`,
    );
    expect(inlineStyleHashes(root)).toEqual([sha(shell), sha(page)].sort());
    expect(inlineScriptHashes(root)).toEqual([sha('x()')]);
  });

  it('allows nothing inline when no client is built', () => {
    expect(inlineScriptHashes(join(root, 'missing'))).toEqual([]);
    expect(inlineStyleHashes(join(root, 'missing'))).toEqual([]);
  });
});

describe('helmetHeaders', () => {
  it('works helmet’s headers out once, with the CSP given', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } },
    });
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('apiAnswerHeaders', () => {
  it("gives an answer that is no page the API's short set: nothing may load, frame or sniff it", () => {
    expect(apiAnswerHeaders()).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      [HSTS_HEADER]: 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });
});

describe('webPageHeaders and nginxWebPageHeaders', () => {
  let root: string;
  const boot = "(function(){document.title='x'})()";
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'gamehub-web-'));
    writeFileSync(join(root, 'index.html'), `<script>${boot}</script>`);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const scriptSrc = (csp: string) => csp.split(';').find((d) => d.startsWith('script-src '));
  const styleSrc = (csp: string) => csp.split(';').find((d) => d.startsWith('style-src '));

  it("allows a built client's pages their own inline scripts by hash, and nothing else inline", () => {
    const headers = webPageHeaders(root);
    expect(scriptSrc(headers['content-security-policy'])).toBe(`script-src 'self' ${sha(boot)}`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers[HSTS_HEADER]).toMatch(/^max-age=/);
    expect(scriptSrc(webPageHeaders(undefined)['content-security-policy'])).toBe(
      "script-src 'self'",
    );
    expect(scriptSrc(operatorPageHeaders()['content-security-policy'])).toBe(
      "script-src 'self' 'unsafe-inline'",
    );
  });

  it("allows a built client's pages their own inline CSS by hash, and no other style (attributes neither)", () => {
    writeFileSync(
      join(root, 'index.html'),
      `<style>body{margin:0}</style><script>${boot}</script>`,
    );
    const csp = webPageHeaders(root)['content-security-policy'];
    expect(styleSrc(csp)).toBe(`style-src 'self' ${sha('body{margin:0}')}`);
    expect(styleSrc(webPageHeaders(undefined)['content-security-policy'])).toBe("style-src 'self'");
    // Swagger UI and bull-board style themselves inline.
    expect(styleSrc(operatorPageHeaders()['content-security-policy'])).toBe(
      "style-src 'self' 'unsafe-inline'",
    );
  });

  it('writes the same headers for nginx, one add_header each, sent with every status, no HSTS', () => {
    const { [HSTS_HEADER]: _, ...expected } = webPageHeaders(root);
    const lines = nginxWebPageHeaders(root)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    const written = lines.map((line) => {
      const [, name, value] = line.match(/^add_header ([a-z0-9-]+) "([^"$\\]*)" always;$/) ?? [];
      expect({ line, name }).toEqual({ line, name: expect.any(String) });
      return [name, value];
    });
    expect(Object.fromEntries(written)).toEqual(expected);
    expect(written).toHaveLength(Object.keys(expected).length);
  });
});

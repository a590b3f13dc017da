import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { helmetHeaders, inlineScriptHashes } from './security-headers';

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

  it('allows nothing inline when no client is built', () => {
    expect(inlineScriptHashes(join(root, 'missing'))).toEqual([]);
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

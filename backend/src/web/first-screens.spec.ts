import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  rootWithSlot,
  type FirstScreenModule,
} from '../../../frontend/build/first-screen-document';
import { FirstScreens } from './first-screens';

const BUILT = `<!doctype html><html><body>${rootWithSlot('<p>Loading…</p>')}<script>gate</script></body></html>`;

describe('FirstScreens', () => {
  let root: string;
  let now: number;
  let renders: string[];
  let warnings: string[];
  let render: FirstScreenModule['renderFirstScreen'];

  const screens = (
    options: { timeoutMs?: number; staleMs?: number; load?: () => Promise<FirstScreenModule> } = {},
  ) =>
    new FirstScreens({
      root,
      api: (address) => (async () => new Response(address)) as unknown as typeof fetch,
      ttlMs: 1_000,
      staleMs: options.staleMs ?? 0,
      maxPaths: 3,
      maxRendering: 2,
      timeoutMs: options.timeoutMs ?? 1_000,
      load: options.load ?? (async () => ({ renderFirstScreen: (p, api) => render(p, api) })),
      warn: (message) => warnings.push(message),
      now: () => now,
    });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'first-screens-'));
    mkdirSync(join(root, 'first-screens'));
    writeFileSync(join(root, 'first-screens', 'shop.html'), BUILT);
    now = 1_000_000;
    renders = [];
    warnings = [];
    render = async (path, api) => {
      renders.push(path);
      const address = await (await api!('/api/x')).text();
      return { html: `<h1>${path} for ${address}</h1>`, state: { queries: [{ n: '</script>' }] } };
    };
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** The document as a visitor gets it (null: the built one). */
  const text = async (
    first: FirstScreens,
    path = '/shop',
    address = 'x',
  ): Promise<string | null> => {
    const page = await first.document(path, 'first-screens/shop.html', address);
    return page && page.plain.toString();
  };

  it('puts the page rendered with its answers in #root, the answers in the slot, and when it was rendered', async () => {
    const page = await screens().document('/shop', 'first-screens/shop.html', '203.0.113.9');
    const html =
      '<!doctype html><html><body><div id="root"><h1>/shop for 203.0.113.9</h1></div>' +
      '<script type="application/json" id="first-data" data-rendered-at="1000000">' +
      '{"queries":[{"n":"\\u003c/script>"}]}</script><script>gate</script></body></html>';
    expect(page?.plain.toString()).toBe(html);
    expect(page?.renderedAt).toBe(1_000_000);
    // Compressed once, with the render: the same document each way.
    expect(brotliDecompressSync(page!.br).toString()).toBe(html);
    expect(gunzipSync(page!.gzip).toString()).toBe(html);
  });

  it('renders a path once for every visitor of the next ttlMs, then for the visitor who asks next', async () => {
    const first = screens();
    const a = await first.document('/shop', 'first-screens/shop.html', 'a');
    now += 999;
    expect(await first.document('/shop', 'first-screens/shop.html', 'b')).toBe(a);
    expect(renders).toEqual(['/shop']);
    now += 1;
    // The next render asks the API on behalf of the visitor who needed it.
    const next = await text(first, '/shop', 'c');
    expect(next).toContain('data-rendered-at="1001000"');
    expect(next).toContain('<h1>/shop for c</h1>');
    expect(renders).toEqual(['/shop', '/shop']);
  });

  it('sends the built document (null) when a render fails, and tries again for the next visitor', async () => {
    const first = screens();
    render = async () => {
      throw new Error('API down');
    };
    expect(await text(first)).toBeNull();
    expect(warnings).toEqual(['First screen of /shop not rendered: API down']);
    render = async () => ({ html: '<h1>ok</h1>', state: null });
    const page = await text(first);
    expect(page).toContain('<div id="root"><h1>ok</h1></div>');
    // No answers: the slot stays empty, and the client asks the API itself.
    expect(page).toContain('id="first-data" data-rendered-at="1000000"></script>');
  });

  /**
   * What the screen sends once a render that finished in the background is stored (asked every
   * 10 ms, up to 2 s): a fixed wait failed on a busy host.
   */
  async function servedOnce(screen: Parameters<typeof text>[0], html: string, path = '/shop') {
    let latest = await text(screen, path);
    for (let waited = 0; !latest?.includes(html) && waited < 2_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      latest = await text(screen, path);
    }
    return latest;
  }

  it('does not hold a page back for a slow render: the built document goes, the render serves the next visitor', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    render = async () => {
      await gate;
      return { html: '<h1>late</h1>', state: null };
    };
    const first = screens({ timeoutMs: 20 });
    expect(await text(first)).toBeNull();
    finish();
    expect(await servedOnce(first, '<h1>late</h1>')).toContain('<h1>late</h1>');
  });

  it('past ttlMs, sends the last render at once while the next one runs, up to staleMs old; older, the visitor waits for the new one', async () => {
    let finish!: () => void;
    render = async (path) => {
      renders.push(path);
      if (renders.length > 1) await new Promise<void>((resolve) => (finish = resolve));
      return { html: `<h1>render ${renders.length}</h1>`, state: null };
    };
    const first = screens({ timeoutMs: 20, staleMs: 10_000 });
    // Warmed, as a process is before it takes visitors: a first render racing the 20 ms budget
    // lost it on a busy host.
    await first.warm([{ path: '/shop', file: 'first-screens/shop.html' }], '127.0.0.1');
    expect(await text(first)).toContain('<h1>render 1</h1>');
    now += 1_500;
    // The second render is under way and slow: the first goes, at once.
    expect(await text(first)).toContain('<h1>render 1</h1>');
    expect(renders).toHaveLength(2);
    finish();
    // The finished render serves once it is stored: asked meanwhile, the first still goes and
    // no third render starts (one is under way). A fixed 10 ms wait failed on a busy host.
    expect(await servedOnce(first, '<h1>render 2</h1>')).toContain('<h1>render 2</h1>');
    expect(renders).toHaveLength(2);
    // Too old to go as it is: a slow render leaves the visitor the built document.
    now += 10_001;
    expect(await text(first)).toBeNull();
    expect(renders).toHaveLength(3);
  });

  it('warms: renders each screen once however slow, so its first visitor gets the page with its data', async () => {
    const slow = render;
    render = async (path, api) => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      if (path === '/broken') throw new Error('no answer');
      return slow(path, api);
    };
    const first = screens({ timeoutMs: 20 });
    const built = { file: 'first-screens/shop.html' };
    expect(
      await first.warm(
        [
          { path: '/shop', ...built },
          { path: '/broken', ...built },
          { path: '/', ...built },
        ],
        '127.0.0.1',
      ),
    ).toEqual(['/shop', '/']);
    expect(await text(first, '/shop', 'visitor')).toContain('<h1>/shop for 127.0.0.1</h1>');
    expect(renders).toEqual(['/shop', '/']);
    expect(warnings).toEqual(['First screen of /broken not rendered: no answer']);
  });

  it('sends the built documents when the build has no server module, saying so once', async () => {
    const first = screens({ load: () => Promise.reject(new Error('Cannot find module')) });
    expect(await text(first)).toBeNull();
    expect(await text(first, '/')).toBeNull();
    expect(warnings).toEqual([
      'First screens are sent as built, without their data: Cannot find module',
    ]);
  });

  it('sends a document from before the data slot as built', async () => {
    writeFileSync(join(root, 'first-screens', 'shop.html'), '<div id="root"><p>old</p></div>');
    expect(await text(screens())).toBeNull();
  });

  it('renders at most maxRendering paths at once: another path gets the built document meanwhile', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    render = async (path) => {
      renders.push(path);
      await gate;
      return { html: `<h1>${path}</h1>`, state: null };
    };
    const first = screens({ timeoutMs: 20 });
    expect(await Promise.all(['/1', '/2', '/3'].map((path) => text(first, path)))).toEqual([
      null,
      null,
      null,
    ]);
    expect(renders).toEqual(['/1', '/2']);
    finish();
    expect(await servedOnce(first, '<h1>/1</h1>', '/1')).toContain('<h1>/1</h1>');
    // Nothing was kept of the refused render: the path renders now that there is room (a busy
    // host's render outlasts the 20 ms a caller waits: a later one gets it).
    expect(await servedOnce(first, '<h1>/3</h1>', '/3')).toContain('<h1>/3</h1>');
    expect(renders).toEqual(['/1', '/2', '/3']);
  });

  it('keeps maxPaths renders: the oldest path renders again', async () => {
    const first = screens();
    for (const path of ['/a', '/b', '/c', '/d', '/a']) {
      await first.document(path, 'first-screens/shop.html', 'x');
    }
    expect(renders).toEqual(['/a', '/b', '/c', '/d', '/a']);
  });
});

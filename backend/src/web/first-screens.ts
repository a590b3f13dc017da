import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  FIRST_SCREEN_MODULE,
  type FirstScreenModule,
  withFirstScreen,
} from '../../../frontend/build/first-screen-document';
import { dropOldest } from '../common/drop-oldest';
import { SharedResult } from '../common/resilience/shared-result';
import type { EncodedCopies } from './built-assets';

/** Quick settings: a document is compressed once a render, while a visitor waits for it. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface FirstScreenOptions {
  /** The client's build (frontend/dist). */
  root: string;
  /** Answers the API's calls in process (the server's own router), for a visitor's address. */
  api: (address: string) => typeof fetch;
  /** How long one render serves every visitor of its path (the answers are public). */
  ttlMs?: number;
  /**
   * Past `ttlMs`, a render up to this old still goes at once while the next one runs (the client
   * asks again for answers older than its own freshness: frontend/src/app/first-data.ts).
   */
  staleMs?: number;
  /** Paths kept at most (a tournament page has one per tournament). */
  maxPaths?: number;
  /**
   * Renders under way at most: past it, a path with no render to share gets the built document
   * (requests for made-up tournament paths cannot queue up server work).
   */
  maxRendering?: number;
  /** A render slower than this gives way to the build's document; it still fills the cache. */
  timeoutMs?: number;
  /** Loads the server build (tests pass their own). */
  load?: (file: string) => Promise<FirstScreenModule>;
  warn?: (message: string) => void;
  now?: () => number;
}

type Rendered = RenderedDocument | null;

/** A path's shared render, who it asks for, and the last document it gave. */
interface PathRenders {
  visitor: { address: string };
  result: SharedResult<Rendered>;
  last?: RenderedDocument;
}

/** One render of a path's document, as sent: plain and in each encoding. */
export interface RenderedDocument extends EncodedCopies {
  br: Buffer;
  gzip: Buffer;
  renderedAt: number;
}

/**
 * A first screen's document with the page rendered from the API's current answers (SSR), where
 * the Node server serves the client: the player sees the page's data at the first paint, and the
 * client starts with it (no requests, no skeleton, no second render of the first screen).
 *
 * The answers are a signed-out visitor's, the same for everyone, so one render (compressed once)
 * serves a path for `ttlMs`, shared by the requests that arrive while it runs, and goes at once
 * for up to `staleMs` while the next one runs. Whenever a render
 * fails, is slow or the build has no server module, the build's own document (rendered before
 * any answer) is sent instead: the page then loads its data as it always did.
 */
export class FirstScreens {
  private module?: Promise<FirstScreenModule | null>;
  private readonly renders = new Map<string, PathRenders>();
  private readonly root: string;
  private readonly api: (address: string) => typeof fetch;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxPaths: number;
  private readonly maxRendering: number;
  private rendering = 0;
  private readonly timeoutMs: number;
  private readonly load: (file: string) => Promise<FirstScreenModule>;
  private readonly warn: (message: string) => void;
  private readonly now: () => number;

  constructor(options: FirstScreenOptions) {
    this.root = options.root;
    this.api = options.api;
    this.ttlMs = options.ttlMs ?? 1_000;
    this.staleMs = options.staleMs ?? 10_000;
    this.maxPaths = options.maxPaths ?? 100;
    this.maxRendering = options.maxRendering ?? 4;
    this.timeoutMs = options.timeoutMs ?? 300;
    this.load =
      options.load ?? ((file) => import(pathToFileURL(file).href) as Promise<FirstScreenModule>);
    this.warn = options.warn ?? (() => undefined);
    this.now = options.now ?? Date.now;
  }

  /**
   * The document for `path` (its build document is `file`, under the root) with the page and its
   * answers in it, or null to send `file` as built. `address` is the visitor's, for the API's
   * rate limits.
   */
  async document(path: string, file: string, address: string): Promise<RenderedDocument | null> {
    const entry = this.shared(path, file, address);
    const render = entry.result.get();
    // The visitor does not wait for a new render while a recent one can go (it replaces it).
    const last = entry.last;
    if (last && this.now() - last.renderedAt <= this.staleMs) {
      render.catch(() => undefined);
      return last;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.timeoutMs);
    });
    try {
      return await Promise.race([render, late]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Renders each screen once and waits for it, however long it takes: a process does this before
   * it takes visitors. Its first render loads the server module and runs the page's code cold,
   * past `timeoutMs` on a slow host, which sent its first visitors the built document. The paths
   * that rendered.
   */
  async warm(screens: { path: string; file: string }[], address: string): Promise<string[]> {
    const rendered: string[] = [];
    for (const { path, file } of screens) {
      const document = await this.shared(path, file, address)
        .result.get()
        .catch(() => null);
      if (document) rendered.push(path);
    }
    return rendered;
  }

  /**
   * The render `path` shares with its other visitors, on behalf of the latest one, and the last
   * document it gave.
   */
  private shared(path: string, file: string, address: string): PathRenders {
    let entry = this.renders.get(path);
    if (!entry) {
      // Each render asks on behalf of the latest visitor who needed it (the API counts their calls).
      const visitor = { address };
      const created: PathRenders = {
        visitor,
        result: new SharedResult(
          async () => {
            const document = await this.limited(path, file, visitor.address);
            if (document) created.last = document;
            return document;
          },
          this.ttlMs,
          this.now,
        ),
      };
      entry = created;
      this.renders.set(path, entry);
      dropOldest(this.renders, this.maxPaths);
    }
    entry.visitor.address = address;
    return entry;
  }

  /** A render, unless maxRendering are under way (then a failure, which the cache does not keep). */
  private async limited(path: string, file: string, address: string) {
    if (this.rendering >= this.maxRendering) throw new Error('busy');
    this.rendering++;
    try {
      return await this.render(path, file, address);
    } finally {
      this.rendering--;
    }
  }

  private async render(
    path: string,
    file: string,
    address: string,
  ): Promise<RenderedDocument | null> {
    const module = await this.serverModule();
    if (!module) return null;
    try {
      const [built, screen] = await Promise.all([
        readFile(join(this.root, file), 'utf8'),
        module.renderFirstScreen(path, this.api(address)),
      ]);
      const renderedAt = this.now();
      const data = screen.state ? JSON.stringify(screen.state) : '';
      const document = withFirstScreen(built, screen.html, data, renderedAt);
      if (document === null) return null;
      const html = Buffer.from(document);
      const [br, gz] = await Promise.all([
        brotli(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          },
        }),
        gzipped(html, { level: GZIP_LEVEL }),
      ]);
      return { plain: html, br, gzip: gz, renderedAt };
    } catch (err) {
      this.warn(`First screen of ${path} not rendered: ${(err as Error).message}`);
      throw err;
    }
  }

  private serverModule(): Promise<FirstScreenModule | null> {
    // FIRST_SCREEN_MODULE is under frontend/, the root is frontend/dist.
    this.module ??= this.load(join(this.root, '..', FIRST_SCREEN_MODULE)).catch((err: Error) => {
      this.warn(`First screens are sent as built, without their data: ${err.message}`);
      return null;
    });
    return this.module;
  }
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';
import { GAME_IDS } from './games/game-id';
import {
  LEADERBOARD_PRIZES,
  MILESTONE_REWARD,
  PRIZE_SHARE_PERCENT,
  STAGE_BONUSES,
} from './referrals/referral-rules';
import { DAILY_BONUS_COINS } from './wallet/daily-bonus';

// The web client's shape, as STYLE.md asks it (bulletproof-react's feature folders): each
// feature is entered through its front door and only from a higher layer, and what the server
// owns (game ids, bonus and referral amounts) reaches the client through the API, even in prose.
// The lint zones (.eslint.config.mjs) say the same while a file is edited; this holds the tree.
const ROOT = resolve(__dirname, '../../..');
const CLIENT = join(ROOT, 'frontend/src');
const FEATURES = join(CLIENT, 'features');
const { layers } = JSON.parse(readFileSync(join(FEATURES, 'feature-layers.json'), 'utf8')) as {
  layers: string[][];
};

/** The client's source, specs and test support left out (a spec may compose several features). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The files a file imports by relative path, statically or lazily. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)].map((m) =>
    resolve(dirname(file), m[1]),
  );
}

/** The feature a path is in, or null outside features/. */
function featureOf(path: string): string | null {
  const rel = relative(FEATURES, path);
  return rel.startsWith('..') || !rel.includes(sep) ? null : rel.split(sep)[0];
}

const layerOf = (feature: string) => layers.findIndex((names) => names.includes(feature));

/** Each import from a feature into another, as `from → to`. */
function crossFeatureImports(): { file: string; from: string; to: string; target: string }[] {
  return sourceFiles(FEATURES).flatMap((file) => {
    const from = featureOf(file)!;
    return importsOf(file).flatMap((target) => {
      const to = featureOf(join(target, 'x')) ?? featureOf(target);
      return to && to !== from ? [{ file, from, to, target }] : [];
    });
  });
}

const frontDoor = (feature: string) => join(FEATURES, feature);

/** Code without its comments: a comment may name a game or an amount. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The text a file shows or sends: its string literals, template parts and JSX text. */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** 5000 as the client writes it too: '5,000'. */
function writtenForms(amount: number): string[] {
  return [String(amount), amount.toLocaleString('en-IN'), amount.toLocaleString('en-US')];
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (values: readonly string[]) =>
  `(?:${[...new Set(values)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})`;

/** The client's files that may name a game id: the pictures, keyed by the catalogue's ids. */
const GAME_ID_ALLOWED = ['features/games/game-art.ts', 'lib/api-types.ts'];

/** How a hard-coded game id shows in client code (`ids` the server's game ids). */
function gameIdOffences(text: string, ids: string): { rule: string; match: string }[] {
  const rules: Record<string, RegExp> = {
    'a game id compared, assigned or defaulted to a literal': new RegExp(
      `\\b\\w*game_?id\\w*\\s*(?:===?|!==?|\\?\\?|=|:)\\s*${ids}\\b`,
      'gi',
    ),
    'a literal compared to a game id': new RegExp(
      `\\b${ids}\\s*(?:===?|!==?)\\s*[\\w.]*game_?id`,
      'gi',
    ),
    'an address naming a game': new RegExp(`(?:/tournaments/|[?&]game=|/games/)${ids}\\b`, 'gi'),
    'a client table looked up by game id': /\b\w+\[\s*[\w.]*game_?id\s*\]/gi,
  };
  return Object.entries(rules).flatMap(([rule, pattern]) =>
    [...text.matchAll(pattern)].map((m) => ({ rule, match: m[0] })),
  );
}

/** How an amount the server owns shows in client prose (`figures` those amounts, as written). */
function figureOffences(text: string, figures: string, percent: string): string[] {
  const patterns = [
    // '50 coins', 'Up to 5,000 coins'
    new RegExp(`(?<![\\d,.])${figures}\\s+coins\\b`, 'gi'),
    // '10, 15, 20 …' or '5,000, 3,000 and 1,000': three figures in a row make a table
    new RegExp(`(?<![\\d,.])${figures}(?:(?:,\\s*|\\s+and\\s+)${figures}){2,}(?![\\d,.])`, 'g'),
    // '10% of their earnings'
    new RegExp(`(?<![\\d,.])${percent}\\s*%`, 'g'),
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0]));
}

describe('the web client’s boundaries', () => {
  it('lists every feature in exactly one layer, and each has a front door (index.ts)', () => {
    const features = readdirSync(FEATURES).filter((name) =>
      statSync(join(FEATURES, name)).isDirectory(),
    );
    expect([...layers.flat()].sort()).toEqual([...features].sort());
    expect(features.filter((name) => !existsSync(join(FEATURES, name, 'index.ts')))).toEqual([]);
  });

  it('a feature imports another only through its front door', () => {
    const offenders = crossFeatureImports()
      .filter(
        ({ to, target }) => target !== frontDoor(to) && target !== join(frontDoor(to), 'index'),
      )
      .map(({ file, target }) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`);
    expect(offenders).toEqual([]);
  });

  it('a feature imports only features of a lower layer: no upward or sideways arrow', () => {
    const offenders = crossFeatureImports()
      .filter(({ from, to }) => layerOf(to) >= layerOf(from))
      .map(({ file, from, to }) => `${relative(ROOT, file)}: ${from} → ${to}`);
    expect(offenders).toEqual([]);
  });

  it('shared code (components, lib, config, games) imports no feature and not the app', () => {
    const shared = ['components', 'lib', 'config', 'games'].flatMap((dir) =>
      sourceFiles(join(CLIENT, dir)),
    );
    const above = [FEATURES, join(CLIENT, 'app')];
    const offenders = shared.flatMap((file) =>
      importsOf(file)
        .filter((target) => above.some((dir) => target === dir || target.startsWith(dir + sep)))
        .map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the client hard-codes no game id: the catalogue (GET /api/games) names them', () => {
    const ids = anyOf(GAME_IDS.map(String));
    const offenders = sourceFiles(CLIENT)
      .filter((file) => !GAME_ID_ALLOWED.includes(relative(CLIENT, file).split(sep).join('/')))
      .flatMap((file) =>
        gameIdOffences(withoutComments(readFileSync(file, 'utf8')), ids).map(
          ({ rule, match }) => `${relative(ROOT, file)}: ${rule}: ${match}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('client prose states no daily bonus or referral amount of its own: they come from the API', () => {
    const amounts = [
      ...DAILY_BONUS_COINS,
      ...STAGE_BONUSES.flatMap((stage) => [stage.referrer, stage.referee]),
      MILESTONE_REWARD,
      ...LEADERBOARD_PRIZES,
    ];
    const figures = anyOf(amounts.flatMap(writtenForms));
    const percent = escape(String(PRIZE_SHARE_PERCENT));
    const offenders = sourceFiles(CLIENT)
      .filter((file) => !file.endsWith('api-types.ts'))
      .flatMap((file) =>
        textsOf(file).flatMap((text) =>
          figureOffences(text, figures, percent).map(
            (match) => `${relative(ROOT, file)}: "${match}" in "${text.trim()}"`,
          ),
        ),
      );
    expect(offenders).toEqual([]);
  });
});

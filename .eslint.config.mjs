// Flat config kept as a dotfile so the top level stays the design card's.
import { readFileSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Client feature zones (bulletproof-react's import/no-restricted-paths, with core ESLint): a
// feature imports another only through its front door (index.ts) and only from a lower layer;
// shared code imports no feature. The layers are frontend/src/features/feature-layers.json,
// which client-boundaries.spec.ts reads too.
const { layers } = JSON.parse(
  readFileSync(new URL('./frontend/src/features/feature-layers.json', import.meta.url), 'utf8'),
);
const FEATURES = layers.flat();
const SERVER_CODE = {
  regex: '^(\\.\\./)+(backend|worker)(/|$)',
  message: 'The client reads server rules from the API, not from backend/ or worker/.',
};
const alternatives = (names) => `(${names.join('|')})`;

/** The restrictions of a feature's files `depth` folders below its own (1: features/x/a.ts). */
function featureZone(feature, depth) {
  const layer = layers.findIndex((names) => names.includes(feature));
  const notBelow = FEATURES.filter(
    (name) => name !== feature && layers.findIndex((names) => names.includes(name)) >= layer,
  );
  const toFeatures = `^(\\.\\./){${depth}}`;
  const patterns = [
    SERVER_CODE,
    {
      regex: `${toFeatures}${alternatives(FEATURES.filter((name) => name !== feature))}/`,
      message: 'Import another feature through its front door (its index.ts), not its files.',
    },
  ];
  if (notBelow.length) {
    patterns.push({
      regex: `${toFeatures}${alternatives(notBelow)}(/|$)`,
      message: `${feature} may import only features of a lower layer (frontend/src/features/feature-layers.json).`,
    });
  }
  return patterns;
}

const featureZones = FEATURES.flatMap((feature) =>
  [1, 2, 3].map((depth) => ({
    files: [`frontend/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    // A spec may compose pages of several features, as the app does.
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureZone(feature, depth) }] },
  })),
);

/** Shared code (components, lib, config, games) sits below every feature and the app. */
const sharedZone = {
  files: ['frontend/src/{components,lib,config,games}/**/*.{ts,tsx}'],
  ignores: ['**/*.spec.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          SERVER_CODE,
          {
            regex: '^(\\.\\./)+(features|app)(/|$)',
            message: 'Shared code imports no feature and not the app: move what it needs down.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'frontend/dist/**',
      'frontend/dist-ssr/**',
      'coverage/**',
      'var/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The client learns server rules from the API (GET /api/games), never from server source.
      'no-restricted-imports': ['error', { patterns: [SERVER_CODE] }],
    },
  },
  ...featureZones,
  sharedZone,
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

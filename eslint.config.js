import { builtinModules } from 'node:module';
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pluginVue from 'eslint-plugin-vue';
import globals from 'globals';

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

const SHARED_FORBIDDEN_MODULES = [
  { name: 'electron', message: 'src-shared must stay platform-free: no Electron.' },
  ...['vue', 'pinia', 'vue-i18n'].map((name) => ({
    name,
    message: 'src-shared must stay UI-free: no Vue, Pinia or vue-i18n.',
  })),
  { name: 'better-sqlite3', message: 'src-shared must stay platform-free: persistence lives in src-main.' },
  ...nodeBuiltins.map((name) => ({
    name,
    message: 'src-shared must stay platform-free: no Node builtins.',
  })),
];

const SHARED_FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'process',
  'Buffer',
  'global',
  '__dirname',
  '__filename',
  'require',
  'module',
  'exports',
].map((name) => ({ name, message: 'src-shared must stay platform-free: no DOM or Node globals.' }));

const SHARED_FORBIDDEN_PATTERNS = [
  { regex: '^node:', message: 'src-shared must stay platform-free: no Node builtins.' },
  { regex: '^@vue/', message: 'src-shared must stay UI-free: no Vue.' },
  {
    regex: '(^|/)src-(main|renderer)(/|$)',
    message: 'src-shared may not depend on src-main or src-renderer.',
  },
];

/**
 * The core (engine/, settlement/) reaches a variant only through variants/registry.ts; it may name a
 * variant's data types (the hand state carries licitovaný's auction). See src-shared/variants/README.md.
 */
const CORE_VARIANT_PATTERN = {
  group: ['**/variants/**', '!**/variants/registry.ts'],
  allowTypeImports: true,
  message: 'The core reaches a variant only through variants/registry.ts (type imports are allowed).',
};

export default defineConfig(
  globalIgnores(['out/', 'dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/']),

  js.configs.recommended,
  tseslint.configs.recommended,
  pluginVue.configs['flat/recommended'],
  // Formatting belongs to Prettier.
  pluginVue.configs['no-layout-rules'],

  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },

  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // Node-side code: main process, CLI, tests, scripts and config files.
  {
    files: ['src-main/**', 'tests/**', 'scripts/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },

  {
    files: ['src-shared/**'],
    languageOptions: { globals: globals.es2023 },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SHARED_FORBIDDEN_MODULES,
          patterns: SHARED_FORBIDDEN_PATTERNS,
        },
      ],
      'no-restricted-globals': ['error', ...SHARED_FORBIDDEN_GLOBALS],
    },
  },

  // No import cycles in src-shared: scripts/check-cycles.ts, run by `npm run lint` after ESLint.

  {
    files: ['src-shared/engine/**', 'src-shared/settlement/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: SHARED_FORBIDDEN_MODULES, patterns: [...SHARED_FORBIDDEN_PATTERNS, CORE_VARIANT_PATTERN] },
      ],
    },
  },

  {
    files: ['src-renderer/**'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer reaches Electron only through the preload API.' },
            {
              name: 'vue-i18n',
              importNames: ['useI18n'],
              message: 'Take useI18n from src-renderer/i18n/index.ts: its t takes only keys with a text.',
            },
            ...nodeBuiltins.map((name) => ({
              name,
              message: 'The renderer is sandboxed: no Node builtins.',
            })),
          ],
          patterns: [
            { regex: '^node:', message: 'The renderer is sandboxed: no Node builtins.' },
            { group: ['**/src-main/**'], message: 'The renderer may not import from src-main.' },
          ],
        },
      ],
    },
  },

  // vue-i18n's global $t/$te/$tm take any string; templates use the typed t of i18n/index.ts.
  {
    files: ['src-renderer/**/*.vue'],
    rules: {
      'vue/no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^\\$(t|te|tm|rt)$/]',
          message: 'Use t from useI18n() (src-renderer/i18n/index.ts): its keys are type-checked.',
        },
      ],
    },
  },
);

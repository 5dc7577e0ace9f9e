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
  group: ['**/variants/**', '!**/variants/registry.ts', '!**/variants/ids.ts'],
  allowTypeImports: true,
  message:
    'The core reaches a variant only through variants/registry.ts and its ids through variants/ids.ts (type imports are allowed).',
};

export default defineConfig(
  globalIgnores(['out/', 'dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/']),

  js.configs.recommended,
  // Type-aware: rules that read TypeScript's types (floating promises, exhaustive switches, unsafe any).
  tseslint.configs.recommendedTypeChecked,
  pluginVue.configs['flat/recommended'],
  // Formatting belongs to Prettier.
  pluginVue.configs['no-layout-rules'],

  {
    languageOptions: {
      parserOptions: {
        // Each file's types come from the tsconfig that includes it (tsconfig.json's four projects); the
        // JavaScript files no tsconfig includes get TypeScript's default program.
        projectService: {
          allowDefaultProject: [
            '*.js',
            '.*.mjs',
            'scripts/*.mjs',
            'scripts/start/*.mjs',
            'tests/unit/electron/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
        // Set for every file, not only .vue: a change of it reloads the project service (slow).
        extraFileExtensions: ['.vue'],
      },
    },
  },

  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },

  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // On for every file, whatever the exceptions below: a promise is awaited, handled or explicitly `void`.
      '@typescript-eslint/no-floating-promises': 'error',
      // A switch over a union names every member, or has a `default` that says what the others do (a
      // variant's flow answers only its own action types).
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          // Control-flow signals caught in the module that throws them, never escaping it: the parsers'
          // Fail (src-shared/io, src-shared/training/lesson.ts) and a sampler's rejected deal (ai/budget.ts).
          allow: [
            ...['io/notation.ts', 'io/parse.ts', 'training/lesson.ts'].map((file) => ({
              from: 'file',
              name: 'Fail',
              path: `src-shared/${file}`,
            })),
            { from: 'file', name: 'REJECTED', path: 'src-main/ai/budget.ts' },
          ],
        },
      ],
    },
  },

  // Declaration files hold no code for the type-aware rules to check.
  { files: ['**/*.d.mts'], ...tseslint.configs.disableTypeChecked },

  // `any` by nature here, not by a slip: JavaScript declares no types, and tests read back JSON (the CLI's
  // output), mounted components and page callbacks untyped; their assertions check the values.
  {
    files: ['**/*.{js,mjs}', 'tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // typescript-eslint reads a .vue import as an unresolved type (vue-tsc, which `npm run typecheck` runs, types it):
  // the router's and the app's component imports, and the components loaded on demand.
  {
    files: ['src-renderer/router/index.ts', 'src-renderer/main.ts', 'src-renderer/components/coach/lazy.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },

  // A variant that adds no settlement vocabulary yet has `never` (variant-kinds.ts); the unions name every variant.
  {
    files: ['src-shared/settlement/variant-kinds.ts', 'src-shared/settlement/result.ts'],
    rules: {
      '@typescript-eslint/no-duplicate-type-constituents': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
    },
  },

  // vue-i18n's useI18n() is destructured by design (`const { t, te } = useI18n()`); its `te` is declared as a method.
  { files: ['src-renderer/**'], rules: { '@typescript-eslint/unbound-method': 'off' } },

  // `async` on an implementation of a Promise-returning interface turns its throws into rejections, with or
  // without an await: the API services, their stand-ins in tests and scripts.
  {
    files: [
      'src-main/game/service.ts',
      'src-main/review/service.ts',
      'src-main/review/local.ts',
      'src-main/share/controller.ts',
      'src-main/training/drills.ts',
      'scripts/measure-settled.ts',
      'tests/**',
    ],
    rules: { '@typescript-eslint/require-await': 'off' },
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

  // Import cycles (type-only ones too) and packages missing from package.json: .dependency-cruiser.mjs,
  // run by `npm run lint` after ESLint over the whole checkout.

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

  // A store's setup closure is read at once: a store of several concerns composes one composable per
  // concern (stores/table/, editor/, board/, review/; docs/renderer.md), each function under this many
  // lines of code. Over it still: board's face (its closure wires four composables, 163 lines), drills
  // (117), library and lessons (one closure each).
  {
    files: ['src-renderer/stores/**/*.ts'],
    ignores: ['src-renderer/stores/{board,drills,library,lessons}.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 110, skipBlankLines: true, skipComments: true }],
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

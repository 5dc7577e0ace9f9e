/**
 * dependency-cruiser (`npm run lint`, after ESLint): the import graph of the whole checkout — src-shared,
 * src-main, src-renderer with its .vue files, scripts, tests and the config files. ESLint keeps the layers'
 * direction (eslint.config.js); this file refuses what only the whole graph shows:
 * - an import cycle, type-only imports included (`tsPreCompilationDeps`): a cycle of types still ties
 *   the modules together, and the next value import along it becomes a cycle at run time;
 * - a package that is imported but not listed in package.json (it is there only as another package's
 *   dependency, and may vanish or change version with it);
 * - an import that resolves to nothing;
 * - an internal file of app-builder-lib: electron-builder's public API is the package `electron-builder`.
 * docs/architecture.md "The rules of the layers"; tests/unit/lint/dependencies.test.ts.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle (type-only imports count): move what both sides need to a module both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-non-package-json',
      severity: 'error',
      comment: 'A package imported but not listed in package.json: add it (devDependencies for tools).',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to no file.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-app-builder-lib',
      severity: 'error',
      comment: "app-builder-lib's files are internal to electron-builder: import from 'electron-builder'.",
      from: {},
      to: { path: '^node_modules/app-builder-lib/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // Resolve packages as Node and Vite do (ESM-only packages such as pinia have no "require" export).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '^(out|dist|test-results|playwright-report|data)/' },
  },
};

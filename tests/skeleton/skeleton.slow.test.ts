import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import config from '../../electron.vite.config.ts';

describe('electron-vite config', () => {
  it('builds main, preload and renderer', () => {
    const { main, preload, renderer } = config;
    // The main build names an input (not lib): electron-vite bundles the solver worker with this config.
    expect(main?.build?.rolldownOptions).toMatchObject({
      input: expect.stringMatching(/src-main\/index\.ts$/),
    });
    expect(preload?.build?.lib).toMatchObject({
      entry: expect.stringMatching(/src-main\/preload\/index\.ts$/),
    });
    expect(renderer?.root).toMatch(/src-renderer$/);
  });
});

describe('import boundaries', () => {
  // The probes are no files on disk, so no tsconfig holds them: linted without type information (the
  // boundaries are import and global rules, which need none).
  const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });
  const ruleIds = async (filePath: string, code: string): Promise<(string | null)[]> => {
    const [result] = await eslint.lintText(code, { filePath });
    return result?.messages.map((m) => m.ruleId) ?? [];
  };

  it('keeps src-shared free of platform imports and globals', async () => {
    const code = [
      "import { readFileSync } from 'node:fs';",
      "import { app } from 'electron';",
      "import { ref } from 'vue';",
      'export const all = [readFileSync, app, ref, window, process];',
    ].join('\n');
    const ids = await ruleIds('src-shared/__probe.ts', code);
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(3);
    expect(ids.filter((id) => id === 'no-restricted-globals')).toHaveLength(2);
  });

  it('keeps the renderer away from src-main and electron', async () => {
    const code =
      "import { app } from 'electron';\nimport x from '../src-main/index.ts';\nexport { app, x };\n";
    const ids = await ruleIds('src-renderer/__probe.ts', code);
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  });
});

describe('type-aware rules', () => {
  it('refuse a floating promise and a switch that misses a member of its union', async () => {
    // The text stands in for a file the shared tsconfig holds, so it is linted with TypeScript's types.
    const eslint = new ESLint();
    const code = [
      "type Kind = 'a' | 'b';",
      'const later = (): Promise<number> => Promise.resolve(1);',
      'export function name(k: Kind): string {',
      '  switch (k) {',
      "    case 'a':",
      "      return 'A';",
      '  }',
      "  return '?';",
      '}',
      'export function start(): void {',
      '  later();',
      '}',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: 'src-shared/util/result.ts' });
    expect(result?.messages.map((m) => `${m.ruleId}:${m.line}`)).toEqual([
      '@typescript-eslint/switch-exhaustiveness-check:4',
      '@typescript-eslint/no-floating-promises:11',
    ]);
  });
});

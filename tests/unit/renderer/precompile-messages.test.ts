/**
 * The build's precompiled texts (scripts/precompile-messages.ts) say exactly what the texts compiled in
 * the page said: every key of both languages, with named values, and a plural text at 1, 3 and 5, through the
 * real vue-i18n runtime. A text the compiler rejects fails with its key path.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { compileMessage, precompileModule } from '../../../scripts/precompile-messages.ts';
import { cs } from '../../../src-renderer/i18n/cs.ts';
import { en } from '../../../src-renderer/i18n/en.ts';
import { czechPlural, englishPlural } from '../../../src-renderer/i18n/index.ts';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

/** The module the build sees (TypeScript stripped), run through the plugin and imported. */
async function precompiled(tree: Tree): Promise<Tree> {
  const source = `export const messages = ${JSON.stringify(tree, null, 1)};\n`;
  const out = precompileModule(source, 'messages.ts');
  if (out === null) throw new Error('nothing compiled');
  const mod = (await import(`data:text/javascript,${encodeURIComponent(out.code)}`)) as { messages: Tree };
  return mod.messages;
}

function translator(messages: { cs: Tree; en: Tree }) {
  return createI18n({
    legacy: false,
    locale: 'cs',
    fallbackLocale: 'cs',
    messages,
    pluralRules: { cs: czechPlural, en: englishPlural },
    missingWarn: false,
    fallbackWarn: false,
  }).global;
}

// Any named value a text asks for reads as its own name, so a wrong slot shows.
const named = new Proxy(
  {},
  {
    get: (_target, key) => (typeof key === 'string' ? `<${key}>` : undefined),
    has: () => true,
  },
);

describe('precompiled texts', () => {
  it('say what the texts compiled at runtime say, in both languages', async () => {
    const plain = translator({ cs, en });
    const built = translator({ cs: await precompiled(cs), en: await precompiled(en) });
    const all = keys(cs);
    expect(all.length).toBeGreaterThan(500);
    for (const lang of ['cs', 'en'] as const) {
      plain.locale.value = lang;
      built.locale.value = lang;
      for (const key of all) {
        expect(built.te(key), key).toBe(true);
        expect(built.t(key, named), key).toBe(plain.t(key, named));
        const source = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Tree)[part], lang === 'cs' ? cs : en);
        if (typeof source === 'string' && source.includes('|')) {
          for (const n of [1, 3, 5])
            expect(built.t(key, n, { named }), `${key} (${n})`).toBe(plain.t(key, n, { named }));
        }
      }
    }
  });

  it('leaves no text as a string for the page to compile', async () => {
    const built = await precompiled(cs);
    for (const key of keys(cs)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], built);
      // vue-i18n's AST: type 0 (a resource) with a body.
      expect(value, key).toMatchObject({ t: 0, b: expect.any(Object) });
    }
  });

  it('keeps quotes, backslashes and backticks as written (the plugin writes the texts out as code)', async () => {
    const tricky = { a: { b: 'It\'s a \\ and "quoted" and `ticked`, 100 %' } };
    const built = translator({ cs: await precompiled(tricky), en: tricky });
    expect(built.t('a.b')).toBe('It\'s a \\ and "quoted" and `ticked`, 100 %');
  });

  it('names the key of a text the compiler rejects', () => {
    expect(() => precompileModule("export const m = { a: { b: 'Ahoj {jméno' } };", 'x.ts')).toThrow(
      /x\.ts: a\.b: .*Ahoj \{jméno/,
    );
    expect(() => compileMessage('ok {n}', 'here')).not.toThrow();
  });

  it('refuses a text it cannot read as a literal', () => {
    expect(() => precompileModule('const t = "x"; export const m = { a: t };', 'x.ts')).toThrow(
      /x\.ts: a is a Identifier/,
    );
    expect(() => precompileModule('const o = {}; export const m = { ...o };', 'x.ts')).toThrow(
      /x\.ts: .*SpreadElement/,
    );
  });
});

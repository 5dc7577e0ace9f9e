/**
 * The theme (src-renderer/theme.css) is the one place with colour values: every other stylesheet and
 * every `.vue` `<style>` block names a colour by its role with a variable. This scans the renderer's
 * styles and fails on a hard-coded colour (hex, a colour function, a named colour) outside the theme,
 * and on a variable that is used but defined nowhere (a typo would silently drop the declaration).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const RENDERER = join(ROOT, 'src-renderer');
const THEME = 'src-renderer/theme.css';

/**
 * Files allowed a hard-coded colour outside the theme, each with the reason. None today: the card
 * faces are image assets (src-renderer/cards), which no stylesheet colours.
 */
const EXCEPTIONS: Record<string, string> = {};

/** The CSS named colours (CSS Color 4), lower case; `transparent` and `currentcolor` are not a colour of the palette. */
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise ' +
    'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab ' +
    'orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
    'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan ' +
    'teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;
const FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
const WORD = /(?<![\w#-])[a-z]+(?![\w(-])/gi;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** The CSS of a file: a stylesheet whole, a component's `<style>` blocks. */
function styleOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.css')) return text;
  return [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

const sources = walk(RENDERER)
  .filter((p) => p.endsWith('.vue') || p.endsWith('.css'))
  .map((p) => ({ file: relative(ROOT, p).replaceAll('\\', '/'), css: styleOf(p) }));

/** Each declaration (`property: value`) of a stylesheet, comments removed; selectors are skipped. */
function declarations(css: string): { property: string; value: string }[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  const out: { property: string; value: string }[] = [];
  let start = 0;
  for (const m of plain.matchAll(/[{};]/g)) {
    const segment = plain.slice(start, m.index);
    start = m.index + 1;
    if (m[0] === '{') continue;
    const colon = segment.indexOf(':');
    if (colon < 0) continue;
    out.push({ property: segment.slice(0, colon).trim(), value: segment.slice(colon + 1).trim() });
  }
  return out;
}

/** The hard-coded colours in one declaration value. */
function coloursIn(value: string): string[] {
  const noVars = value.replace(/var\(\s*--[\w-]+/g, 'var(');
  return [
    ...[...noVars.matchAll(HEX)].map((m) => m[0]),
    ...[...noVars.matchAll(FUNCTION)].map((m) => `${m[0]}…)`),
    ...[...noVars.matchAll(WORD)].map((m) => m[0]).filter((w) => NAMED.has(w.toLowerCase())),
  ];
}

function hardCoded(css: string): string[] {
  return declarations(css).flatMap((d) => coloursIn(d.value).map((c) => `${d.property}: ${c}`));
}

describe('the colour scanner', () => {
  it('finds every form of a colour in a value', () => {
    const css = `.a { color: #fff; border: 1px solid #A1b2C3; background: rgb(0 0 0 / 0.3); }
      .b { outline: 2px solid rgba(255, 255, 255, 0.9); fill: hsl(120 50% 50%); }
      .c { color: White; box-shadow: 0 0 2px oklch(70% 0.1 200), inset 0 0 1px gold; --x: #12345678; }`;
    expect(hardCoded(css)).toEqual([
      'color: #fff',
      'border: #A1b2C3',
      'background: rgb(…)',
      'outline: rgba(…)',
      'fill: hsl(…)',
      'color: White',
      'box-shadow: oklch(…)',
      'box-shadow: gold',
      '--x: #12345678',
    ]);
  });

  it('passes variables, keywords, selectors, property names and comments', () => {
    const css = `/* dark red on pale yellow: #fff */
      .table-green .red, #app, a[href='#top'] { white-space: nowrap; color: var(--text); }
      .b { background: var(--felt, var(--paper)); border-color: transparent; fill: currentColor; }
      .c { grid-template-areas: 'hand'; animation: fade-white 1s; --felt-green: var(--felt); }`;
    expect(hardCoded(css)).toEqual([]);
  });
});

describe('the theme', () => {
  it('holds every hard-coded colour of the renderer', () => {
    const found = sources
      .filter((s) => s.file !== THEME && !(s.file in EXCEPTIONS))
      .flatMap((s) => hardCoded(s.css).map((c) => `${s.file}: ${c}`));
    expect(found).toEqual([]);
  });

  it('has no stale exception', () => {
    for (const file of Object.keys(EXCEPTIONS)) {
      const source = sources.find((s) => s.file === file);
      expect(source, file).toBeDefined();
      expect(hardCoded(source?.css ?? ''), file).not.toEqual([]);
    }
  });

  it('gives colours only as variables: no rule of the theme paints with a colour directly', () => {
    const theme = sources.find((s) => s.file === THEME);
    expect(theme).toBeDefined();
    const direct = declarations(theme?.css ?? '').filter(
      (d) => !d.property.startsWith('--') && coloursIn(d.value).length > 0,
    );
    expect(direct).toEqual([]);
    expect(hardCoded(theme?.css ?? '').length).toBeGreaterThan(100);
  });

  it('defines every variable the styles use', () => {
    const defined = new Set<string>();
    for (const s of sources)
      for (const d of declarations(s.css)) if (d.property.startsWith('--')) defined.add(d.property);
    // Components set a few variables from their templates (`:style="{ '--i': … }"`) and App.vue sets --anim-ms.
    for (const p of walk(RENDERER).filter((f) => /\.(vue|ts)$/.test(f)))
      for (const m of readFileSync(p, 'utf8').matchAll(/'(--[\w-]+)'\s*:/g)) defined.add(m[1] ?? '');
    const undefinedUses = sources.flatMap((s) =>
      [...s.css.replace(/\/\*[\s\S]*?\*\//g, ' ').matchAll(/var\(\s*(--[\w-]+)/g)]
        .map((m) => m[1] ?? '')
        .filter((name) => !defined.has(name))
        .map((name) => `${s.file}: ${name}`),
    );
    expect(undefinedUses).toEqual([]);
  });
});

/** The theme's values of the variables whose names start with `prefix`, e.g. `--space-` → {'0.5rem': '--space-50'}. */
function themeSteps(prefix: string): Map<string, string> {
  const theme = sources.find((s) => s.file === THEME)?.css ?? '';
  return new Map(
    declarations(theme)
      .filter((d) => d.property.startsWith(prefix))
      .map((d) => [d.value, d.property] as const),
  );
}

/** Declarations outside the theme whose property matches and whose value has a whole token in `steps`. */
function literalSteps(property: RegExp, steps: Map<string, string>): string[] {
  return sources
    .filter((s) => s.file !== THEME)
    .flatMap((s) =>
      declarations(s.css)
        .filter((d) => property.test(d.property))
        .flatMap((d) =>
          d.value
            .split(/\s+/)
            .filter((token) => steps.has(token))
            .map((token) => `${s.file}: ${d.property}: ${token} is ${steps.get(token)}`),
        ),
    );
}

describe('spacing, radii and card sizes', () => {
  it('writes a spacing step of the theme as its variable', () => {
    const steps = themeSteps('--space-');
    expect(steps.get('0.5rem')).toBe('--space-50');
    expect(literalSteps(/^(padding|margin|gap|row-gap|column-gap)(-[\w-]+)?$/, steps)).toEqual([]);
  });

  it('writes a corner radius of the theme as its variable', () => {
    const steps = themeSteps('--radius-');
    expect(steps.get('8px')).toBe('--radius-m');
    expect(literalSteps(/^border(-[\w-]+)?-radius$/, steps)).toEqual([]);
  });

  it('takes every card width a screen sets from the theme', () => {
    const literal = sources
      .filter((s) => s.file !== THEME)
      .flatMap((s) =>
        declarations(s.css)
          .filter((d) => /^--card-w(-small)?$/.test(d.property) && !d.value.includes('var(--'))
          .map((d) => `${s.file}: ${d.property}: ${d.value}`),
      );
    expect(literal).toEqual([]);
  });
});

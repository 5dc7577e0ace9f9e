/**
 * Suit symbols of both decks. Each symbol is drawn in its own 100×100 box centred on (0, 0), so a
 * placement is just translate + scale. Outline widths are passed in box units by the caller, which
 * keeps the drawn line width the same whatever size the symbol is shown at.
 */
import { d, el, group, num } from './svg.ts';

export type SuitId = 'H' | 'B' | 'L' | 'A';
export type DeckId = 'german' | 'french';

export const SUIT_IDS: readonly SuitId[] = ['H', 'B', 'L', 'A'];

export interface SuitPalette {
  /** Main fill of the symbol. */
  main: string;
  /** Outline and dark details. */
  dark: string;
  /** Pale tint for backgrounds behind the symbol. */
  tint: string;
  /** Colour for the corner rank, readable on the paper. */
  text: string;
}

export const GERMAN_PALETTES: Record<SuitId, SuitPalette> = {
  H: { main: '#c8102e', dark: '#6e0a1a', tint: '#fbe3e3', text: '#b30d29' },
  B: { main: '#d4a017', dark: '#5a3d0c', tint: '#fbf0cf', text: '#8a5f06' },
  L: { main: '#2e7d32', dark: '#173f1a', tint: '#e2f1df', text: '#2e7d32' },
  A: { main: '#6d4c41', dark: '#32201a', tint: '#efe4dc', text: '#5d4037' },
};

const FRENCH_RED: SuitPalette = { main: '#c8102e', dark: '#8e0b20', tint: '#fbe3e3', text: '#c20f2c' };
const FRENCH_BLACK: SuitPalette = { main: '#1d1d1f', dark: '#000000', tint: '#e9e9ec', text: '#1d1d1f' };

export const FRENCH_PALETTES: Record<SuitId, SuitPalette> = {
  H: FRENCH_RED,
  B: FRENCH_RED,
  L: FRENCH_BLACK,
  A: FRENCH_BLACK,
};

export function palette(deck: DeckId, suit: SuitId): SuitPalette {
  return (deck === 'german' ? GERMAN_PALETTES : FRENCH_PALETTES)[suit];
}

/**
 * Draws one symbol in box units. `uid` prefixes any ids the drawing needs (clip paths), so several
 * symbols can live in one document; `stroke` is the outline width in box units.
 */
export type SymbolDrawer = (uid: string, stroke: number) => string;

const HEART_PATH = d`
  M 0 46
  C -8 36 -47 14 -47 -14
  C -47 -36 -30 -47 -16 -47
  C -7 -47 -2 -41 0 -35
  C 2 -41 7 -47 16 -47
  C 30 -47 47 -36 47 -14
  C 47 14 8 36 0 46 Z`;

/** A soft white sheen used on the German symbols. */
function sheen(cx: number, cy: number, rx: number, ry: number, angle: number, opacity = 0.45): string {
  return el('ellipse', {
    cx: 0,
    cy: 0,
    rx,
    ry,
    fill: '#ffffff',
    opacity,
    transform: `translate(${num(cx)} ${num(cy)}) rotate(${num(angle)})`,
  });
}

function germanHeart(_uid: string, stroke: number): string {
  const p = GERMAN_PALETTES.H;
  return (
    el('path', {
      d: HEART_PATH,
      fill: p.main,
      stroke: p.dark,
      'stroke-width': stroke,
      'stroke-linejoin': 'round',
    }) + sheen(-25, -24, 11, 6.5, -40)
  );
}

/** Kule: a round sleigh bell with a loop on top, a band round the middle and a slit with two holes. */
function germanBell(uid: string, stroke: number): string {
  const p = GERMAN_PALETTES.B;
  const r = 40;
  const cy = 7;
  const edge = (y: number) => Math.sqrt(r * r - (y - cy) * (y - cy));
  const bandTop = -5;
  const bandBottom = 7;
  const sag = 9;
  const band = d`
    M ${-edge(bandTop)} ${bandTop} Q 0 ${bandTop + 2 * sag} ${edge(bandTop)} ${bandTop}
    L ${edge(bandBottom)} ${bandBottom} Q 0 ${bandBottom + 2 * sag} ${-edge(bandBottom)} ${bandBottom} Z`;
  const clip = `${uid}-bell`;
  // Engraved lines along the band.
  const engraving = [-0.5, 0.5]
    .map((k) => {
      const y = (bandTop + bandBottom) / 2 + k * 5;
      const e = edge(y) - 2;
      return d`M ${-e} ${y} Q 0 ${y + 2 * sag} ${e} ${y}`;
    })
    .join(' ');
  return (
    el('clipPath', { id: clip }, el('circle', { cx: 0, cy, r })) +
    // Hanging loop.
    el('path', {
      d: d`M -6 -33 C -8 -44 -4 -49 0 -49 C 4 -49 8 -44 6 -33`,
      fill: 'none',
      stroke: p.dark,
      'stroke-width': stroke * 2.2,
      'stroke-linecap': 'round',
    }) +
    el('circle', { cx: 0, cy, r, fill: p.main }) +
    group(
      { 'clip-path': `url(#${clip})` },
      // Shaded lower half for roundness.
      el('ellipse', { cx: 8, cy: cy + 30, rx: 46, ry: 26, fill: '#b7800c', opacity: 0.55 }),
      el('path', { d: band, fill: '#a4660a', stroke: p.dark, 'stroke-width': stroke * 0.8 }),
      el('path', { d: engraving, fill: 'none', stroke: '#f3cf6a', 'stroke-width': stroke * 0.6 }),
      // The slit: a round sound hole with a cut running down to the bottom of the bell.
      el('path', {
        d: d`M -2.6 30 L -2.6 ${cy + r + 2} L 2.6 ${cy + r + 2} L 2.6 30 Z`,
        fill: p.dark,
      }),
    ) +
    el('circle', { cx: 0, cy: 28, r: 5.5, fill: p.dark }) +
    el('circle', { cx: 0, cy, r, fill: 'none', stroke: p.dark, 'stroke-width': stroke }) +
    sheen(-17, -16, 12, 7, -35, 0.55)
  );
}

const LEAF_PATH = d`
  M 0 -50
  C 6 -38 40 -24 40 2
  C 40 22 28 33 14 33
  C 7 33 2 30 0 25
  C -2 30 -7 33 -14 33
  C -28 33 -40 22 -40 2
  C -40 -24 -6 -38 0 -50 Z`;

/** Zelené: a pointed leaf with a notch at the stalk, a midrib and paired side veins. */
function germanLeaf(_uid: string, stroke: number): string {
  const p = GERMAN_PALETTES.L;
  const veins = [
    [18, 27, 4],
    [5, 31, -10],
    [-9, 28, -23],
    [-22, 19, -34],
  ]
    .map(([y0, x1, y1]) => {
      const y = y0 as number;
      const x = x1 as number;
      const ye = y1 as number;
      return (
        el('path', { d: d`M 0 ${y} Q ${x * 0.45} ${y - 2} ${x} ${ye}` }) +
        el('path', { d: d`M 0 ${y} Q ${-x * 0.45} ${y - 2} ${-x} ${ye}` })
      );
    })
    .join('');
  return (
    stalk(d`M 0 24 C 0 34 2 42 8 49`, p.dark, stroke) +
    el('path', {
      d: LEAF_PATH,
      fill: p.main,
      stroke: p.dark,
      'stroke-width': stroke,
      'stroke-linejoin': 'round',
    }) +
    // Lighter half of the blade.
    el('path', {
      d: d`M 0 -46 C 5 -36 38 -23 38 2 C 38 21 27 31 14 31 C 7 31 2 28 0 24 Z`,
      fill: '#4c9a4f',
      opacity: 0.55,
    }) +
    group(
      { fill: 'none', stroke: '#c9e8c3', 'stroke-width': stroke * 0.9, 'stroke-linecap': 'round' },
      el('path', { d: d`M 0 25 L 0 -40`, 'stroke-width': stroke * 1.3 }),
      veins,
    )
  );
}

/** A leaf's or acorn's stalk: a thick round-capped stroke along `path`. */
function stalk(path: string, colour: string, stroke: number): string {
  return el('path', {
    d: path,
    fill: 'none',
    stroke: colour,
    'stroke-width': stroke * 2.6,
    'stroke-linecap': 'round',
  });
}

/** Žaludy: an acorn hanging from a short stalk, with a scaly cap over a glossy nut. */
function germanAcorn(uid: string, stroke: number): string {
  const p = GERMAN_PALETTES.A;
  const nut = d`M -24 -6 C -27 16 -16 37 0 48 C 16 37 27 16 24 -6 Z`;
  const cap = d`M -31 -4 C -33 -26 -17 -39 0 -39 C 17 -39 33 -26 31 -4 Q 0 4 -31 -4 Z`;
  const clip = `${uid}-cap`;
  const hatch: string[] = [];
  for (let k = -80; k <= 80; k += 9) {
    hatch.push(d`M ${k - 40} -44 L ${k + 40} 8`, d`M ${k + 40} -44 L ${k - 40} 8`);
  }
  return (
    el('clipPath', { id: clip }, el('path', { d: cap })) +
    stalk(d`M 0 -36 C 0 -43 3 -47 8 -49`, p.dark, stroke) +
    el('path', {
      d: nut,
      fill: '#b9773e',
      stroke: p.dark,
      'stroke-width': stroke,
      'stroke-linejoin': 'round',
    }) +
    el('path', { d: d`M 10 0 C 16 14 12 30 3 42 C 18 33 23 14 20 0 Z`, fill: '#8a5227', opacity: 0.6 }) +
    sheen(-11, 14, 5, 12, 12, 0.5) +
    el('path', { d: cap, fill: p.main }) +
    group(
      { 'clip-path': `url(#${clip})` },
      el('path', {
        d: hatch.join(' '),
        stroke: '#a27a63',
        'stroke-width': stroke * 0.8,
        fill: 'none',
      }),
    ) +
    el('path', { d: cap, fill: 'none', stroke: p.dark, 'stroke-width': stroke, 'stroke-linejoin': 'round' })
  );
}

function frenchHeart(_uid: string, stroke: number): string {
  return el('path', {
    d: HEART_PATH,
    fill: FRENCH_RED.main,
    stroke: FRENCH_RED.dark,
    'stroke-width': stroke * 0.6,
  });
}

function frenchDiamond(_uid: string, stroke: number): string {
  return el('path', {
    d: d`M 0 -50 C 9 -33 21 -16 37 0 C 21 16 9 33 0 50 C -9 33 -21 16 -37 0 C -21 -16 -9 -33 0 -50 Z`,
    fill: FRENCH_RED.main,
    stroke: FRENCH_RED.dark,
    'stroke-width': stroke * 0.6,
    'stroke-linejoin': 'round',
  });
}

function frenchSpade(_uid: string, stroke: number): string {
  return el('path', {
    d: d`
      M 0 -50
      C 8 -36 45 -16 45 10
      C 45 28 28 36 12 28
      C 9 27 7 25 5 23
      C 6 35 10 43 18 49
      L -18 49
      C -10 43 -6 35 -5 23
      C -7 25 -9 27 -12 28
      C -28 36 -45 28 -45 10
      C -45 -16 -8 -36 0 -50 Z`,
    fill: FRENCH_BLACK.main,
    stroke: FRENCH_BLACK.dark,
    'stroke-width': stroke * 0.6,
    'stroke-linejoin': 'round',
  });
}

function frenchClub(_uid: string, stroke: number): string {
  const lobe = 19.5;
  return group(
    { fill: FRENCH_BLACK.main, stroke: FRENCH_BLACK.dark, 'stroke-width': stroke * 0.6 },
    el('circle', { cx: 0, cy: -27, r: lobe }),
    el('circle', { cx: -24, cy: 7, r: lobe }),
    el('circle', { cx: 24, cy: 7, r: lobe }),
    el('path', {
      d: d`M -12 -10 L 12 -10 L 6 8 C 6 30 10 42 18 49 L -18 49 C -10 42 -6 30 -6 8 Z`,
      'stroke-linejoin': 'round',
    }),
    // Cover the seams where the lobes overlap.
    el('circle', { cx: 0, cy: -1, r: 12, stroke: 'none' }),
  );
}

export const SYMBOLS: Record<DeckId, Record<SuitId, SymbolDrawer>> = {
  german: { H: germanHeart, B: germanBell, L: germanLeaf, A: germanAcorn },
  french: { H: frenchHeart, B: frenchDiamond, L: frenchSpade, A: frenchClub },
};

/**
 * Defines a symbol once in <defs> for a given drawn size (in card pixels) and outline width (pixels).
 * Returns the <g id> to put in <defs>; place copies with useSymbol().
 */
export function defineSymbol(deck: DeckId, suit: SuitId, id: string, size: number, strokePx: number): string {
  const scale = size / 100;
  return group({ id }, SYMBOLS[deck][suit](id, strokePx / scale));
}

/** Places a copy of a defined symbol, `size` pixels tall, centred on (x, y). */
export function useSymbol(id: string, x: number, y: number, size: number, rotate = 0): string {
  let t = `translate(${num(x)} ${num(y)})`;
  if (rotate !== 0) t += ` rotate(${num(rotate)})`;
  t += ` scale(${num(size / 100)})`;
  return el('use', { href: `#${id}`, transform: t });
}

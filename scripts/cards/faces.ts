/**
 * Number cards and aces: corner indices, pip layouts and the ornamental ace.
 */
import { type RankId, indexLabel } from './names.ts';
import { type DeckId, type SuitId, defineSymbol, palette, useSymbol } from './suits.ts';
import { CX, CY, HALF_TURN, d, el, group, num, ring } from './svg.ts';

/** What a card contributes to its document: shared definitions and the visible drawing. */
export interface CardArt {
  defs: string;
  body: string;
}

export const INDEX_FONT = "Georgia, 'Times New Roman', serif";

const PIP_SIZE = 46;
const INDEX_SYMBOL_SIZE = 20;
const INDEX_X = 22;

/** Rank and a small suit symbol in the top-left corner, repeated turned round in the bottom-right. */
export function cornerIndex(deck: DeckId, suit: SuitId, rank: RankId, uid: string): CardArt {
  const p = palette(deck, suit);
  const label = indexLabel(deck, rank);
  const symbolId = `${uid}-ix`;
  const text = el(
    'text',
    {
      x: INDEX_X,
      y: 41,
      'font-family': INDEX_FONT,
      'font-size': label.length > 1 ? 26 : 30,
      'font-weight': 'bold',
      'text-anchor': 'middle',
      fill: p.text,
      textLength: label.length > 1 ? 29 : undefined,
      lengthAdjust: label.length > 1 ? 'spacingAndGlyphs' : undefined,
    },
    label,
  );
  const corner = group({ id: `${uid}-corner` }, text, useSymbol(symbolId, INDEX_X, 60, INDEX_SYMBOL_SIZE));
  return {
    defs: defineSymbol(deck, suit, symbolId, INDEX_SYMBOL_SIZE, 1.1),
    body: corner + el('use', { href: `#${uid}-corner`, transform: HALF_TURN }),
  };
}

type Pip = [x: number, y: number];

const L = 70;
const R = 170;
const TOP = 80;
const BOTTOM = 280;
const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => TOP + ((BOTTOM - TOP) * i) / (count - 1));
const column = (x: number, ys: number[]): Pip[] => ys.map((y) => [x, y]);

const [R3a, R3b, R3c] = rows(3) as [number, number, number];
const [R4a, R4b, R4c, R4d] = rows(4) as [number, number, number, number];

/** French layouts: the classic patterns; pips on the lower half are turned round. */
const FRENCH_PIPS: Record<'7' | '8' | '9' | 'X', Pip[]> = {
  '7': [...column(L, rows(3)), ...column(R, rows(3)), [CX, (R3a + R3b) / 2]],
  '8': [...column(L, rows(3)), ...column(R, rows(3)), [CX, (R3a + R3b) / 2], [CX, (R3b + R3c) / 2]],
  '9': [...column(L, rows(4)), ...column(R, rows(4)), [CX, CY]],
  X: [...column(L, rows(4)), ...column(R, rows(4)), [CX, (R4a + R4b) / 2 - 4], [CX, (R4c + R4d) / 2 + 4]],
};

/** German layouts: rows of two and three, every symbol upright as on the old single-ended decks. */
const GERMAN_PIPS: Record<'7' | '8' | '9' | 'X', Pip[]> = {
  '7': [
    [L, R3a],
    [R, R3a],
    [L - 4, CY],
    [CX, CY],
    [R + 4, CY],
    [L, R3c],
    [R, R3c],
  ],
  '8': [...column(L, rows(4)), ...column(R, rows(4))],
  '9': [...column(L - 2, rows(3)), ...column(CX, rows(3)), ...column(R + 2, rows(3))],
  X: [...column(L, rows(4)), ...column(R, rows(4)), [CX, (R4a + R4b) / 2], [CX, (R4c + R4d) / 2]],
};

export function pipCard(deck: DeckId, suit: SuitId, rank: '7' | '8' | '9' | 'X', uid: string): CardArt {
  const pips = (deck === 'german' ? GERMAN_PIPS : FRENCH_PIPS)[rank];
  const size = deck === 'french' || rank === '9' ? 42 : PIP_SIZE;
  const id = `${uid}-pip`;
  const body = pips
    .map(([x, y]) => useSymbol(id, x, y, size, deck === 'french' && y > CY + 1 ? 180 : 0))
    .join('');
  return { defs: defineSymbol(deck, suit, id, size, 1.6), body };
}

/** A curl: a stem sweeping out to the right and rolling inwards, in a box about 40 wide. */
const CURL = d`M 0 0 C 8 -12 28 -14 36 -4 C 42 4 36 14 27 12 C 20 10 21 2 27 2`;

/** A pair of mirrored curls around a point, opening sideways. */
function curls(x: number, y: number, scale: number, color: string, width: number): string {
  const path = (sx: number) =>
    el('path', {
      d: CURL,
      transform: `translate(${num(x)} ${num(y)}) scale(${num(sx * scale)} ${num(scale)})`,
      'stroke-width': width / scale,
    });
  return group(
    { fill: 'none', stroke: color, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
    path(1),
    path(-1),
  );
}

/** The German ace: a large symbol on a sunburst medallion framed by beads and scrollwork. */
function germanAce(suit: SuitId, uid: string): CardArt {
  const p = palette('german', suit);
  const rx = 82;
  const ry = 120;
  const clip = `${uid}-medal`;
  const rays = ring(36, 200, CX, CY)
    .map(([x, y], i, all) => {
      if (i % 2) return '';
      const [nx, ny] = all[(i + 1) % all.length] as [number, number];
      return d`M ${CX} ${CY} L ${x} ${y} L ${nx} ${ny} Z `;
    })
    .join('');
  const beads = Array.from({ length: 44 }, (_, i) => {
    const a = (2 * Math.PI * (i + 0.5)) / 44;
    return el('circle', { cx: CX + (rx + 7) * Math.sin(a), cy: CY - (ry + 7) * Math.cos(a), r: 1.9 });
  }).join('');
  const big = `${uid}-big`;
  const small = `${uid}-small`;
  const crest = group(
    { id: `${uid}-crest` },
    curls(CX, 34, 1, p.main, 2.2),
    curls(CX, 34, 0.62, p.dark, 1.6),
    useSymbol(small, CX, 30, 22),
  );
  const defs =
    el('clipPath', { id: clip }, el('ellipse', { cx: CX, cy: CY, rx, ry })) +
    defineSymbol('german', suit, big, 140, 2.6) +
    defineSymbol('german', suit, small, 22, 1.1);
  const body =
    el('ellipse', { cx: CX, cy: CY, rx, ry, fill: p.tint }) +
    el('path', { d: rays, fill: p.main, opacity: 0.1, 'clip-path': `url(#${clip})` }) +
    el('ellipse', { cx: CX, cy: CY, rx, ry, fill: 'none', stroke: p.main, 'stroke-width': 2.4 }) +
    el('ellipse', {
      cx: CX,
      cy: CY,
      rx: rx - 5,
      ry: ry - 5,
      fill: 'none',
      stroke: p.main,
      'stroke-width': 0.8,
    }) +
    group({ fill: p.main }, beads) +
    crest +
    el('use', { href: `#${uid}-crest`, transform: HALF_TURN }) +
    useSymbol(big, CX, CY, 140);
  return { defs, body };
}

/** The French ace: one large pip; the spade gets the customary ornamented ring. */
function frenchAce(suit: SuitId, uid: string): CardArt {
  const p = palette('french', suit);
  const id = `${uid}-big`;
  const size = suit === 'L' ? 118 : 104;
  let body = useSymbol(id, CX, CY, size);
  if (suit === 'L') {
    const dots = ring(24, 84, CX, CY)
      .map(([x, y]) => el('circle', { cx: x, cy: y, r: 1.8 }))
      .join('');
    body =
      el('circle', { cx: CX, cy: CY, r: 76, fill: 'none', stroke: p.main, 'stroke-width': 1.4 }) +
      el('circle', { cx: CX, cy: CY, r: 92, fill: 'none', stroke: p.main, 'stroke-width': 1.4 }) +
      group({ fill: p.main }, dots) +
      body;
  }
  return { defs: defineSymbol('french', suit, id, size, 2), body };
}

export function aceCard(deck: DeckId, suit: SuitId, uid: string): CardArt {
  return deck === 'german' ? germanAce(suit, uid) : frenchAce(suit, uid);
}

/**
 * Small helpers for writing SVG by hand: number formatting, elements, the card outline and the
 * standalone document wrapper. Every card shares the same 240×360 canvas.
 */

export const CARD_WIDTH = 240;
export const CARD_HEIGHT = 360;
export const CARD_RADIUS = 14;
export const CX = CARD_WIDTH / 2;
export const CY = CARD_HEIGHT / 2;

/** Card face colours shared by both decks. */
export const FACE = {
  paper: '#fffdf5',
  edge: '#a79f8c',
  ink: '#2b2220',
  skin: '#f4d3b5',
  blush: '#e89a8c',
  white: '#ffffff',
} as const;

/** Formats a number with at most two decimals and no trailing zeros, so output is stable and short. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export type Attrs = Record<string, string | number | undefined>;

/** Renders an element; numbers are formatted with num(), undefined attributes are left out. */
export function el(tag: string, attrs: Attrs = {}, children?: string): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

export function group(attrs: Attrs, ...children: string[]): string {
  return el('g', attrs, children.join(''));
}

/** A path from a template of numbers: path`M ${x} ${y}` keeps the numbers short. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => (out += num(v) + (strings[i + 1] ?? '')));
  return out.replace(/\s+/g, ' ').trim();
}

/** Turns a drawing half-way round the card centre: used for double-ended cards. */
export const HALF_TURN = `rotate(180 ${CX} ${CY})`;

/** Points on a circle, starting at the top and going clockwise. */
export function ring(count: number, radius: number, cx = 0, cy = 0, start = -90): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const a = ((start + (360 * i) / count) * Math.PI) / 180;
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
  });
}

/** The card's paper: rounded rectangle with a thin edge. */
export function cardBlank(fill: string = FACE.paper, stroke: string = FACE.edge): string {
  return el('rect', {
    x: 1,
    y: 1,
    width: CARD_WIDTH - 2,
    height: CARD_HEIGHT - 2,
    rx: CARD_RADIUS - 1,
    fill,
    stroke,
    'stroke-width': 2,
  });
}

/** Wraps a drawing into a standalone SVG document with an accessible title. */
export function svgDocument(title: string, defs: string, body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" ` +
    `width="${CARD_WIDTH}" height="${CARD_HEIGHT}" role="img">` +
    el('title', {}, escapeXml(title)) +
    (defs ? el('defs', {}, defs) : '') +
    body +
    '</svg>\n'
  );
}

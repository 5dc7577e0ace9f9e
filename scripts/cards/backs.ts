/**
 * Card backs: a coloured panel filled with a repeating geometric pattern, a double border, corner
 * rosettes and a central medallion. All backs are symmetric under a half turn, so they look the same
 * whichever way up a card lies.
 */
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  CX,
  CY,
  FACE,
  HALF_TURN,
  cardBlank,
  d,
  el,
  group,
  num,
  svgDocument,
} from './svg.ts';

interface BackStyle {
  name: string;
  title: string;
  ground: string;
  line: string;
  accent: string;
  /** Tile size and its drawing, in tile coordinates. */
  tile: number;
  drawTile: (s: BackStyle) => string;
  /** Petals of the central rosette. */
  petals: number;
}

/** Diamond lattice with four-petal rosettes at the crossings. */
function latticeTile(s: BackStyle): string {
  const t = s.tile;
  const h = t / 2;
  const petal = (angle: number) =>
    el('ellipse', { cx: 0, cy: -3.2, rx: 1.8, ry: 3.2, transform: `translate(${h} ${h}) rotate(${angle})` });
  return (
    el('path', {
      d: d`M 0 ${h} L ${h} 0 L ${t} ${h} L ${h} ${t} Z`,
      fill: 'none',
      stroke: s.line,
      'stroke-width': 0.9,
      opacity: 0.75,
    }) +
    group({ fill: s.line }, petal(0), petal(90), petal(180), petal(270)) +
    el('circle', { cx: h, cy: h, r: 1.3, fill: s.accent }) +
    [0, t].flatMap((x) => [0, t].map((y) => el('circle', { cx: x, cy: y, r: 1.2, fill: s.line }))).join('')
  );
}

/** Interlaced circles forming a field of pointed ovals and four-pointed stars. */
function circlesTile(s: BackStyle): string {
  const t = s.tile;
  const h = t / 2;
  const centres: [number, number][] = [
    [0, 0],
    [t, 0],
    [0, t],
    [t, t],
    [h, h],
  ];
  return (
    group(
      { fill: 'none', stroke: s.line, 'stroke-width': 0.9 },
      centres.map(([x, y]) => el('circle', { cx: x, cy: y, r: h })).join(''),
    ) +
    group(
      { fill: s.accent },
      [
        [h, 0],
        [0, h],
        [t, h],
        [h, t],
      ]
        .map(([x, y]) => el('circle', { cx: x as number, cy: y as number, r: 1.4 }))
        .join(''),
    ) +
    el('circle', { cx: h, cy: h, r: 1.6, fill: s.line })
  );
}

/** Eight-pointed stars in a square grid, with small crosses between them. */
function starsTile(s: BackStyle): string {
  const t = s.tile;
  const h = t / 2;
  const star = Array.from({ length: 16 }, (_, i) => {
    const r = i % 2 ? 3.6 : 8;
    const a = ((i * 22.5 - 90) * Math.PI) / 180;
    return `${num(h + r * Math.cos(a))} ${num(h + r * Math.sin(a))}`;
  }).join(' L ');
  return (
    el('path', { d: `M ${star} Z`, fill: s.line, opacity: 0.9 }) +
    el('circle', { cx: h, cy: h, r: 2, fill: s.accent }) +
    group(
      { stroke: s.line, 'stroke-width': 0.8, opacity: 0.7 },
      el('path', { d: d`M 0 0 L ${t} 0 M 0 0 L 0 ${t}` }),
    ) +
    group(
      { stroke: s.accent, 'stroke-width': 1.4 },
      [0, t]
        .flatMap((x) => [0, t].map((y) => d`M ${x - 3} ${y} L ${x + 3} ${y} M ${x} ${y - 3} L ${x} ${y + 3}`))
        .map((path) => el('path', { d: path }))
        .join(''),
    )
  );
}

export const BACK_STYLES: readonly BackStyle[] = [
  {
    name: 'red',
    title: 'rub karty – červený',
    ground: '#9b1b2e',
    line: '#f4e4c4',
    accent: '#e8b828',
    tile: 20,
    drawTile: latticeTile,
    petals: 12,
  },
  {
    name: 'blue',
    title: 'rub karty – modrý',
    ground: '#1f3c78',
    line: '#dbe5f6',
    accent: '#e8b828',
    tile: 24,
    drawTile: circlesTile,
    petals: 16,
  },
  {
    name: 'green',
    title: 'rub karty – zelený',
    ground: '#22583a',
    line: '#e2efd6',
    accent: '#e8b828',
    tile: 24,
    drawTile: starsTile,
    petals: 10,
  },
];

/** A rosette of pointed petals around a centre, for the medallion and the corners. */
function rosette(x: number, y: number, radius: number, petals: number, fill: string, centre: string): string {
  const petal = d`M 0 0 C ${radius * 0.28} ${-radius * 0.35} ${radius * 0.22} ${-radius * 0.8} 0 ${-radius} C ${-radius * 0.22} ${-radius * 0.8} ${-radius * 0.28} ${-radius * 0.35} 0 0 Z`;
  const leaves = Array.from({ length: petals }, (_, i) =>
    el('path', { d: petal, transform: `translate(${num(x)} ${num(y)}) rotate(${num((360 * i) / petals)})` }),
  ).join('');
  return group({ fill }, leaves) + el('circle', { cx: x, cy: y, r: radius * 0.22, fill: centre });
}

export function backSvg(s: BackStyle): string {
  const inset = 10;
  const panel = { x: inset, y: inset, width: CARD_WIDTH - 2 * inset, height: CARD_HEIGHT - 2 * inset };
  const fieldInset = 17;
  const field = {
    x: fieldInset,
    y: fieldInset,
    width: CARD_WIDTH - 2 * fieldInset,
    height: CARD_HEIGHT - 2 * fieldInset,
  };
  const patternId = `back-${s.name}-tile`;
  // Offset the tiling so that a tile is centred on the card centre: the pattern is then symmetric.
  const offset = (centre: number) => (((centre - s.tile / 2) % s.tile) + s.tile) % s.tile;
  const defs = el(
    'pattern',
    {
      id: patternId,
      patternUnits: 'userSpaceOnUse',
      x: offset(CX),
      y: offset(CY),
      width: s.tile,
      height: s.tile,
    },
    s.drawTile(s),
  );
  const corner = group(
    { id: `back-${s.name}-corner` },
    el('circle', {
      cx: field.x + 14,
      cy: field.y + 14,
      r: 13,
      fill: s.ground,
      stroke: s.line,
      'stroke-width': 1.2,
    }),
    rosette(field.x + 14, field.y + 14, 10, 8, s.line, s.accent),
  );
  const medallionRings =
    // A plain band round the medallion, so the beads sit on the ground colour.
    el('ellipse', { cx: CX, cy: CY, rx: 62, ry: 80, fill: s.ground, stroke: s.line, 'stroke-width': 1 }) +
    el('ellipse', { cx: CX, cy: CY, rx: 52, ry: 70, fill: s.ground, stroke: s.accent, 'stroke-width': 2.4 }) +
    el('ellipse', { cx: CX, cy: CY, rx: 46, ry: 64, fill: 'none', stroke: s.line, 'stroke-width': 1 }) +
    group(
      { fill: s.line },
      Array.from({ length: 36 }, (_, i) => {
        const a = (2 * Math.PI * i) / 36;
        return el('circle', { cx: CX + 56.5 * Math.sin(a), cy: CY - 74.5 * Math.cos(a), r: 1.6 });
      }).join(''),
    );
  const body =
    cardBlank(FACE.paper) +
    el('rect', { ...panel, rx: 8, fill: s.ground }) +
    el('rect', { ...field, rx: 5, fill: `url(#${patternId})` }) +
    el('rect', { ...field, rx: 5, fill: 'none', stroke: s.line, 'stroke-width': 1.4 }) +
    el('rect', {
      x: panel.x + 3,
      y: panel.y + 3,
      width: panel.width - 6,
      height: panel.height - 6,
      rx: 6,
      fill: 'none',
      stroke: s.accent,
      'stroke-width': 1,
    }) +
    corner +
    el('use', { href: `#back-${s.name}-corner`, transform: `translate(${CARD_WIDTH} 0) scale(-1 1)` }) +
    el('use', { href: `#back-${s.name}-corner`, transform: HALF_TURN }) +
    el('use', { href: `#back-${s.name}-corner`, transform: `translate(0 ${CARD_HEIGHT}) scale(1 -1)` }) +
    medallionRings +
    rosette(CX, CY, 40, s.petals, s.line, s.accent) +
    rosette(CX, CY, 22, s.petals, s.accent, s.ground) +
    el('circle', { cx: CX, cy: CY, r: 4, fill: s.line });
  return svgDocument(s.title, defs, body);
}

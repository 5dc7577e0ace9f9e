/**
 * Court cards: a double-ended half-length figure built from simple shapes. The top half is drawn
 * once and repeated turned round the card centre, as on real double-headed decks.
 *
 * How the ranks are told apart:
 *  - spodek / jack (U): a soft cap with a feather; the German one holds the suit symbol low, by the
 *    hip; the French one carries a halberd;
 *  - svršek / queen (O): the German one wears a plumed hat and raises the suit symbol high above
 *    the head; the French queen has a tiara, long hair and a rose;
 *  - král / king (K): a crown, a beard, an ermine cape and a sceptre (French: a sword); he wears the
 *    suit symbol on a medallion.
 */
import { type CardArt } from './faces.ts';
import { type RankId } from './names.ts';
import { type DeckId, type SuitId, defineSymbol, palette, useSymbol } from './suits.ts';
import { CX, FACE, HALF_TURN, d, el, group } from './svg.ts';

type CourtRank = 'U' | 'O' | 'K';

interface Costume {
  /** Coat. */
  main: string;
  /** Sleeves, vest and hat. */
  second: string;
  /** Belt, hat band and small details. */
  trim: string;
  hair: string;
}

const GOLD = '#e8b828';
const GOLD_DARK = '#8a6208';
const STEEL = '#dfe3e8';
const LINEN = '#fbf8f1';

const GERMAN_COSTUMES: Record<SuitId, Omit<Costume, 'hair'>> = {
  H: { main: '#c8102e', second: '#f1c24f', trim: '#234a8c' },
  B: { main: '#d9a521', second: '#2f5aa8', trim: '#8e1c1c' },
  L: { main: '#2e7d32', second: '#f1c24f', trim: '#b3162f' },
  A: { main: '#7a5446', second: '#e8c27a', trim: '#2e6b34' },
};

const FRENCH_COSTUMES: Record<SuitId, Omit<Costume, 'hair'>> = {
  H: { main: '#c8102e', second: '#f1c24f', trim: '#233f8a' },
  B: { main: '#e3b33a', second: '#c8102e', trim: '#233f8a' },
  L: { main: '#2a4b9b', second: '#f1c24f', trim: '#c8102e' },
  A: { main: '#33343d', second: '#c8102e', trim: '#e3b33a' },
};

const HAIR: Record<DeckId, Record<CourtRank, string>> = {
  german: { U: '#6b4226', O: '#8c5a2b', K: '#dcd6cc' },
  french: { U: '#7a4a22', O: '#d19a34', K: '#d9d3c8' },
};

function costumeFor(deck: DeckId, suit: SuitId, rank: CourtRank): Costume {
  const base = (deck === 'german' ? GERMAN_COSTUMES : FRENCH_COSTUMES)[suit];
  return { ...base, hair: HAIR[deck][rank] };
}

/** Outline width of every figure line, in card pixels. */
const LINE = 1.6;
const ink = { stroke: FACE.ink, 'stroke-width': LINE, 'stroke-linejoin': 'round' } as const;

/** The court frame, inset from the card edge so the corner indices stay clear. */
const FRAME = { x: 42, y: 16, width: 156, height: 328, rx: 8 };
const MID = FRAME.y + FRAME.height / 2;

/** The head is drawn round (0, 0) and then scaled up and moved to (HX, HY). */
const HX = CX;
const HY = 80;
const HEAD_SCALE = 1.25;
/** Outline inside the head group, so that it is LINE wide once scaled. */
const headInk = { ...ink, 'stroke-width': LINE / HEAD_SCALE } as const;
/** Where the neck meets the coat. */
const SHOULDER_Y = HY + 32;

// ---------------------------------------------------------------------------------------------------
// Head, hair and headwear (head coordinates: face centred on 0, 0; face 30 wide, 36 tall)

function face(rank: CourtRank, c: Costume, feminine: boolean): string {
  const grey = rank === 'K';
  const parts = [
    el('path', { d: d`M -6.5 12 L -6.5 26 L 6.5 26 L 6.5 12 Z`, fill: FACE.skin, ...headInk }),
    el('ellipse', { cx: 0, cy: 0, rx: 15, ry: 18, fill: FACE.skin, ...headInk }),
    el('circle', { cx: -8, cy: 6, r: 3.2, fill: FACE.blush, opacity: 0.5 }),
    el('circle', { cx: 8, cy: 6, r: 3.2, fill: FACE.blush, opacity: 0.5 }),
    el('ellipse', { cx: -5.5, cy: -1, rx: 1.5, ry: 1.9, fill: FACE.ink }),
    el('ellipse', { cx: 5.5, cy: -1, rx: 1.5, ry: 1.9, fill: FACE.ink }),
    el('path', {
      d: d`M -9 -6 Q -5.5 -8.5 -2 -6.5 M 2 -6.5 Q 5.5 -8.5 9 -6`,
      fill: 'none',
      stroke: feminine ? '#7a4a22' : grey ? '#8f877c' : c.hair,
      'stroke-width': 1.3,
      'stroke-linecap': 'round',
    }),
    el('path', {
      d: d`M 0 0 Q 3 5 0 7`,
      fill: 'none',
      stroke: '#b27b5c',
      'stroke-width': 1.1,
      'stroke-linecap': 'round',
    }),
  ];
  if (rank === 'K') {
    // Full beard framing the face, with the mouth drawn on it.
    parts.push(
      el('path', {
        d: d`M -14.5 2 C -14 20 -6 31 0 33 C 6 31 14 20 14.5 2 C 10 12 4 9 0 10 C -4 9 -10 12 -14.5 2 Z`,
        fill: c.hair,
        ...headInk,
      }),
      el('path', {
        d: d`M -3.5 14.5 Q 0 16.5 3.5 14.5`,
        fill: 'none',
        stroke: '#9c3b3b',
        'stroke-width': 1.4,
        'stroke-linecap': 'round',
      }),
    );
  } else {
    parts.push(
      el('path', {
        d: d`M -4 11 Q 0 14 4 11`,
        fill: 'none',
        stroke: '#a8433f',
        'stroke-width': 1.4,
        'stroke-linecap': 'round',
      }),
    );
  }
  if (!feminine) {
    parts.push(
      el('path', {
        d: d`M 0 8.5 C -3 7 -8 8 -10 11 C -6 10 -3 11 0 9.5 C 3 11 6 10 10 11 C 8 8 3 7 0 8.5 Z`,
        fill: c.hair,
        stroke: FACE.ink,
        'stroke-width': 0.7,
      }),
    );
  }
  return parts.join('');
}

/** Hair behind the head: a page-boy cut for the men, long hair for the queen. */
function backHair(c: Costume, feminine: boolean): string {
  const path = feminine
    ? d`M -16 -8 C -27 10 -22 30 -29 44 L 29 44 C 22 30 27 10 16 -8 Z`
    : d`M -16 -6 C -21 6 -20 16 -15 20 L 15 20 C 20 16 21 6 16 -6 Z`;
  return el('path', { d: path, fill: c.hair, ...headInk });
}

/** Hair over the forehead: a fringe, or a parting for the queen. */
function frontHair(c: Costume, feminine: boolean): string {
  const path = feminine
    ? d`M -15 -2 C -16 -17 -4 -20 2 -18 C -4 -12 -10 -8 -15 -2 Z M 15 -2 C 16 -17 6 -20 0 -18 C 4 -12 10 -8 15 -2 Z`
    : d`M -15 -4 C -15 -16 -6 -19 0 -19 C 6 -19 15 -16 15 -4 C 10 -11 4 -12 0 -11 C -4 -12 -10 -11 -15 -4 Z`;
  return el('path', { d: path, fill: c.hair, ...headInk });
}

function feather(x: number, y: number, color: string, length: number, lean: number): string {
  const tx = x + lean;
  const ty = y - length;
  return (
    el('path', {
      d: d`M ${x} ${y} C ${x - 6} ${y - length * 0.4} ${tx - 9} ${ty + length * 0.3} ${tx} ${ty} C ${tx + 4} ${ty + length * 0.4} ${x + 7} ${y - length * 0.4} ${x} ${y} Z`,
      fill: color,
      ...headInk,
    }) +
    el('path', {
      d: d`M ${x} ${y} Q ${x + lean * 0.3} ${y - length * 0.6} ${tx} ${ty}`,
      fill: 'none',
      stroke: FACE.ink,
      'stroke-width': 0.7,
    })
  );
}

function crown(c: Costume): string {
  const y = -14;
  const top = y - 22;
  const points = d`M -18 ${y} L -20 ${top + 6} L -11 ${y - 11} L -6 ${top} L 0 ${y - 12} L 6 ${top} L 11 ${y - 11} L 20 ${top + 6} L 18 ${y} Z`;
  const pearls = [
    [-20, top + 5],
    [-6, top],
    [6, top],
    [20, top + 5],
  ]
    .map(([x, cy]) =>
      el('circle', {
        cx: x as number,
        cy: cy as number,
        r: 2.5,
        fill: '#fff6d8',
        ...headInk,
        'stroke-width': 0.9,
      }),
    )
    .join('');
  return (
    // Velvet cap inside the crown.
    el('path', {
      d: d`M -16 ${y - 2} C -16 ${top - 4} 16 ${top - 4} 16 ${y - 2} Z`,
      fill: c.trim,
      ...headInk,
    }) +
    el('path', { d: points, fill: GOLD, ...headInk }) +
    el('rect', { x: -19, y: y - 5, width: 38, height: 8, rx: 2, fill: GOLD, ...headInk }) +
    pearls +
    el('circle', { cx: 0, cy: y - 1, r: 2.5, fill: '#c8102e', stroke: GOLD_DARK, 'stroke-width': 0.7 }) +
    el('circle', { cx: -11, cy: y - 1, r: 1.9, fill: '#2f5aa8', stroke: GOLD_DARK, 'stroke-width': 0.7 }) +
    el('circle', { cx: 11, cy: y - 1, r: 1.9, fill: '#2e7d32', stroke: GOLD_DARK, 'stroke-width': 0.7 })
  );
}

function tiara(c: Costume): string {
  const y = -15;
  return (
    el('path', {
      d: d`M -15 ${y + 2} L -13 ${y - 8} L -6 ${y - 3} L 0 ${y - 14} L 6 ${y - 3} L 13 ${y - 8} L 15 ${y + 2} Q 0 ${y - 2} -15 ${y + 2} Z`,
      fill: GOLD,
      ...headInk,
    }) +
    el('circle', { cx: 0, cy: y - 14, r: 2.3, fill: '#fff6d8', ...headInk, 'stroke-width': 0.9 }) +
    el('circle', { cx: 0, cy: y - 3.5, r: 2.1, fill: c.trim, stroke: GOLD_DARK, 'stroke-width': 0.7 })
  );
}

/** Soft cap with a feather (spodek, jack); the French jack's is a flatter beret. */
function cap(c: Costume, deck: DeckId): string {
  const y = -13;
  const crownPath =
    deck === 'german'
      ? d`M -18 ${y} C -20 ${y - 20} 8 ${y - 26} 19 ${y - 6} Z`
      : d`M -20 ${y - 1} C -22 ${y - 14} 18 ${y - 20} 24 ${y - 8} C 20 ${y - 3} 6 ${y} -20 ${y - 1} Z`;
  return (
    feather(10, y - 8, deck === 'german' ? LINEN : c.trim, 24, 16) +
    el('path', { d: crownPath, fill: c.second, ...headInk }) +
    el('path', {
      d: d`M -19 ${y + 1} Q 0 ${y - 5} 19 ${y - 3} L 19 ${y + 2} Q 0 ${y} -19 ${y + 5} Z`,
      fill: c.trim,
      ...headInk,
    })
  );
}

/** Wide-brimmed hat with a plume (German svršek). */
function plumedHat(c: Costume): string {
  const y = -14;
  return (
    feather(-8, y - 10, LINEN, 26, -18) +
    feather(-4, y - 10, c.trim, 22, -6) +
    el('path', {
      d: d`M -16 ${y - 2} C -17 ${y - 24} 15 ${y - 26} 16 ${y - 2} Z`,
      fill: c.second,
      ...headInk,
    }) +
    el('rect', { x: -16, y: y - 9, width: 32, height: 6, fill: c.trim, ...headInk }) +
    el('ellipse', {
      cx: 0,
      cy: y - 1,
      rx: 29,
      ry: 5.5,
      fill: c.second,
      ...headInk,
      transform: `rotate(-6 0 ${y})`,
    })
  );
}

const headTransform = `translate(${HX} ${HY}) scale(${HEAD_SCALE})`;

/** Hair that falls behind the shoulders is drawn before the body. */
function headBack(deck: DeckId, rank: CourtRank, c: Costume): string {
  return group({ transform: headTransform }, backHair(c, deck === 'french' && rank === 'O'));
}

function head(deck: DeckId, rank: CourtRank, c: Costume): string {
  const feminine = deck === 'french' && rank === 'O';
  let hat: string;
  if (rank === 'K') hat = crown(c);
  else if (rank === 'U') hat = cap(c, deck);
  else hat = deck === 'german' ? plumedHat(c) : tiara(c);
  return group({ transform: headTransform }, face(rank, c, feminine), frontHair(c, feminine), hat);
}

// ---------------------------------------------------------------------------------------------------
// Body and arms (card coordinates)

/** A sleeve or staff: a thick coloured stroke with an ink outline. */
function limb(path: string, color: string, width: number): string {
  return (
    el('path', {
      d: path,
      fill: 'none',
      stroke: FACE.ink,
      'stroke-width': width + 2 * LINE,
      'stroke-linecap': 'round',
    }) +
    el('path', { d: path, fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round' })
  );
}

function hand(x: number, y: number): string {
  return el('circle', { cx: x, cy: y, r: 6.5, fill: FACE.skin, ...ink });
}

const SLEEVE = 13;
const WAIST_LEFT = 88;
const WAIST_RIGHT = 152;
/** Shoulder points where the sleeves start. */
const LEFT_SHOULDER = { x: 78, y: SHOULDER_Y + 12 };
const RIGHT_SHOULDER = { x: 162, y: SHOULDER_Y + 12 };

/** A puffed, slashed shoulder in the Renaissance manner, covering the top of a sleeve. */
function puff(x: number, y: number, c: Costume): string {
  return (
    el('ellipse', { cx: x, cy: y, rx: 11, ry: 12.5, fill: c.second, ...ink }) +
    el('path', {
      d: d`M ${x - 4.5} ${y - 11} Q ${x - 7} ${y} ${x - 4.5} ${y + 11} M ${x + 4.5} ${y - 11} Q ${x + 7} ${y} ${x + 4.5} ${y + 11}`,
      fill: 'none',
      stroke: c.main,
      'stroke-width': 3,
    })
  );
}

const puffLeft = (c: Costume) => puff(LEFT_SHOULDER.x - 3, LEFT_SHOULDER.y - 2, c);
const puffRight = (c: Costume) => puff(RIGHT_SHOULDER.x + 3, RIGHT_SHOULDER.y - 2, c);

/** The figure's right arm (viewer's left) hangs down with the hand on the belt. */
function restingArm(c: Costume): string {
  const { x, y } = LEFT_SHOULDER;
  return (
    limb(d`M ${x} ${y} C ${x - 10} ${y + 18} ${x - 8} ${MID - 26} ${x + 4} ${MID - 14}`, c.second, SLEEVE) +
    puffLeft(c) +
    hand(x + 8, MID - 12)
  );
}

/** Coat, vest and collar; the king wears an ermine cape and a medallion instead of the plain collar. */
function torso(rank: CourtRank, c: Costume, uid: string): string {
  const top = SHOULDER_Y;
  const coat = d`M ${WAIST_LEFT} ${MID + 2} L 72 ${top + 24} C 72 ${top + 10} 86 ${top + 2} 104 ${top} L 136 ${top} C 154 ${top + 2} 168 ${top + 10} 168 ${top + 24} L ${WAIST_RIGHT} ${MID + 2} Z`;
  const parts = [
    el('path', { d: coat, fill: c.main, ...ink }),
    // Piping down the coat fronts.
    el('path', {
      d: d`M 103 ${top + 2} L 108 ${MID} M 137 ${top + 2} L 132 ${MID}`,
      fill: 'none',
      stroke: c.trim,
      'stroke-width': 2.2,
    }),
    el('path', {
      d: d`M 107 ${top} L 133 ${top} L 128 ${MID + 2} L 112 ${MID + 2} Z`,
      fill: c.second,
      ...ink,
    }),
  ];
  if (rank === 'K') {
    const cape = d`M 76 ${top + 10} C 90 ${top + 2} 104 ${top - 2} 120 ${top - 2} C 136 ${top - 2} 150 ${top + 2} 164 ${top + 10} C 158 ${top + 24} 140 ${top + 28} 120 ${top + 28} C 100 ${top + 28} 82 ${top + 24} 76 ${top + 10} Z`;
    const tails: [number, number][] = [
      [92, top + 12],
      [106, top + 19],
      [120, top + 11],
      [134, top + 19],
      [148, top + 12],
      [99, top + 5],
      [141, top + 5],
      [113, top + 24],
      [127, top + 24],
    ];
    parts.push(
      el('path', { d: cape, fill: LINEN, ...ink }),
      group(
        { fill: FACE.ink },
        tails
          .map(([x, y]) =>
            el('path', { d: d`M ${x} ${y - 2.5} L ${x + 1.6} ${y + 2.5} L ${x - 1.6} ${y + 2.5} Z` }),
          )
          .join(''),
      ),
      el('path', {
        d: d`M 104 ${top + 24} Q 120 ${top + 40} 136 ${top + 24}`,
        fill: 'none',
        stroke: GOLD_DARK,
        'stroke-width': 2,
        'stroke-dasharray': '2.5 1.5',
      }),
      el('circle', { cx: CX, cy: top + 44, r: 13, fill: '#fffdf5', stroke: GOLD, 'stroke-width': 3 }),
      el('circle', { cx: CX, cy: top + 44, r: 14.5, fill: 'none', stroke: FACE.ink, 'stroke-width': 1 }),
      useSymbol(`${uid}-med`, CX, top + 44, 18),
    );
  } else {
    const collar = d`M 98 ${top - 1} C 104 ${top + 12} 114 ${top + 15} 120 ${top + 15} C 126 ${top + 15} 136 ${top + 12} 142 ${top - 1} C 134 ${top + 3} 128 ${top + 4} 120 ${top + 4} C 112 ${top + 4} 106 ${top + 3} 98 ${top - 1} Z`;
    parts.push(
      group(
        { fill: GOLD, stroke: GOLD_DARK, 'stroke-width': 0.8 },
        [top + 26, top + 40, top + 54].map((y) => el('circle', { cx: CX, cy: y, r: 2.3 })).join(''),
      ),
      el('path', { d: collar, fill: LINEN, ...ink }),
    );
  }
  return parts.join('');
}

/** Things held behind the body: staffs and blades. */
function heldBehind(deck: DeckId, rank: CourtRank): string {
  if (rank === 'K' && deck === 'german') {
    // Sceptre with an orb and cross.
    return (
      limb(d`M 164 ${MID - 4} L 180 40`, GOLD, 4) +
      el('circle', { cx: 181, cy: 35, r: 7, fill: GOLD, ...ink }) +
      el('path', { d: d`M 174 35 Q 181 31 188 35`, fill: 'none', stroke: GOLD_DARK, 'stroke-width': 1.2 }) +
      el('path', {
        d: d`M 181 20 L 181 28 M 177 23.5 L 185 23.5`,
        stroke: FACE.ink,
        'stroke-width': 2.4,
        'stroke-linecap': 'round',
      })
    );
  }
  if (rank === 'K') {
    // Sword: blade up to the top corner, the hilt in the hand.
    return (
      el('path', { d: d`M 166 ${MID - 30} L 181 30 L 186 33 L 172 ${MID - 28} Z`, fill: STEEL, ...ink }) +
      limb(d`M 162 ${MID - 32} L 178 ${MID - 24}`, GOLD, 4) +
      limb(d`M 170 ${MID - 28} L 167 ${MID - 16}`, '#6b3f22', 4)
    );
  }
  if (rank === 'U' && deck === 'french') {
    // Halberd held upright.
    return (
      limb(d`M 178 ${MID} L 178 30`, '#8a5a33', 3.5) +
      el('path', { d: d`M 178 44 C 192 42 197 50 195 62 C 190 57 184 57 178 59 Z`, fill: STEEL, ...ink }) +
      el('path', { d: d`M 178 44 C 170 46 166 50 167 56 L 178 54 Z`, fill: STEEL, ...ink }) +
      el('path', { d: d`M 178 20 L 182 32 L 174 32 Z`, fill: STEEL, ...ink })
    );
  }
  return '';
}

/** The figure's left arm (viewer's right) and what that hand holds in front of the body. */
function activeArm(deck: DeckId, rank: CourtRank, c: Costume, uid: string): string {
  const { x, y } = RIGHT_SHOULDER;
  const held = `${uid}-held`;
  if (rank === 'U' && deck === 'german') {
    // The suit symbol held low, by the hip.
    return (
      limb(
        d`M ${x} ${y} C ${x + 12} ${y + 18} ${x + 14} ${MID - 28} ${x + 8} ${MID - 14}`,
        c.second,
        SLEEVE,
      ) +
      puffRight(c) +
      useSymbol(held, 177, MID - 32, 34) +
      hand(x + 8, MID - 12)
    );
  }
  if (rank === 'O' && deck === 'german') {
    // The suit symbol raised high above the hand.
    return (
      limb(d`M ${x} ${y} C ${x + 22} ${y - 8} ${x + 20} ${y - 34} ${x + 14} ${y - 54}`, c.second, SLEEVE) +
      puffRight(c) +
      hand(x + 13, y - 58) +
      useSymbol(held, 174, 38, 34)
    );
  }
  if (rank === 'O') {
    // The French queen holds a rose to her chest with her other hand; this arm rests.
    return (
      limb(d`M ${x} ${y} C ${x + 10} ${y + 18} ${x + 8} ${MID - 26} ${x - 4} ${MID - 14}`, c.second, SLEEVE) +
      puffRight(c) +
      hand(x - 8, MID - 12)
    );
  }
  if (rank === 'U') {
    // French jack: hand on the halberd shaft.
    return (
      limb(d`M ${x} ${y} C ${x + 12} ${y + 10} ${x + 16} ${y + 24} ${x + 16} ${y + 30}`, c.second, SLEEVE) +
      puffRight(c) +
      hand(178, y + 34)
    );
  }
  // King: hand on the sceptre or the sword hilt.
  const hx = deck === 'german' ? 168 : 170;
  const hy = deck === 'german' ? MID - 22 : MID - 26;
  return (
    limb(d`M ${x} ${y} C ${x + 12} ${y + 16} ${x + 12} ${hy - 18} ${hx} ${hy - 4}`, c.second, SLEEVE) +
    puffRight(c) +
    hand(hx, hy)
  );
}

/** The French queen's rose, held at the chest. */
function rose(c: Costume): string {
  const { x, y } = LEFT_SHOULDER;
  const hx = 110;
  const hy = SHOULDER_Y + 36;
  return (
    limb(d`M ${x} ${y} C ${x - 8} ${y + 24} ${hx - 20} ${hy + 10} ${hx - 4} ${hy + 2}`, c.second, SLEEVE) +
    puffLeft(c) +
    limb(d`M ${hx + 2} ${hy} L ${hx + 12} ${hy - 20}`, '#3f8a3a', 2) +
    el('path', {
      d: d`M ${hx + 8} ${hy - 10} Q ${hx} ${hy - 12} ${hx + 1} ${hy - 18} Q ${hx + 8} ${hy - 16} ${hx + 8} ${hy - 10} Z`,
      fill: '#3f8a3a',
      ...ink,
      'stroke-width': 1,
    }) +
    el('circle', { cx: hx + 13, cy: hy - 24, r: 7, fill: '#c8102e', ...ink }) +
    el('path', {
      d: d`M ${hx + 9.5} ${hy - 24} Q ${hx + 13} ${hy - 28.5} ${hx + 16.5} ${hy - 24} Q ${hx + 13} ${hy - 20.5} ${hx + 9.5} ${hy - 24}`,
      fill: 'none',
      stroke: '#7c0a1b',
      'stroke-width': 1,
    }) +
    hand(hx, hy)
  );
}

/** The top half of a court card, in card coordinates. */
function halfFigure(deck: DeckId, suit: SuitId, rank: CourtRank, uid: string): string {
  const c = costumeFor(deck, suit, rank);
  const queen = deck === 'french' && rank === 'O';
  return [
    heldBehind(deck, rank),
    headBack(deck, rank, c),
    torso(rank, c, uid),
    head(deck, rank, c),
    queen ? rose(c) : restingArm(c),
    activeArm(deck, rank, c, uid),
    // French courts carry a small pip in the frame's top-left corner.
    deck === 'french' ? useSymbol(`${uid}-corner-pip`, FRAME.x + 15, FRAME.y + 17, 20) : '',
  ].join('');
}

export function courtCard(deck: DeckId, suit: SuitId, rank: RankId, uid: string): CardArt {
  if (rank !== 'U' && rank !== 'O' && rank !== 'K') throw new Error(`not a court rank: ${rank}`);
  const p = palette(deck, suit);
  const c = costumeFor(deck, suit, rank);
  const clip = `${uid}-frame`;
  const half = `${uid}-half`;
  const defs = [
    el('clipPath', { id: clip }, el('rect', FRAME)),
    defineSymbol(deck, suit, `${uid}-held`, 34, 1.4),
    defineSymbol(deck, suit, `${uid}-med`, 18, 0.9),
    defineSymbol(deck, suit, `${uid}-corner-pip`, 20, 1),
  ].join('');
  const beltWidth = WAIST_RIGHT - WAIST_LEFT + 6;
  const belt =
    el('rect', { x: CX - beltWidth / 2, y: MID - 6, width: beltWidth, height: 12, fill: c.trim, ...ink }) +
    el('rect', { x: CX - 9, y: MID - 8, width: 18, height: 16, rx: 2, fill: GOLD, ...ink }) +
    el('rect', {
      x: CX - 4,
      y: MID - 3.5,
      width: 8,
      height: 7,
      rx: 1,
      fill: c.main,
      stroke: GOLD_DARK,
      'stroke-width': 0.8,
    });
  const body =
    el('rect', { ...FRAME, fill: p.tint }) +
    group(
      { 'clip-path': `url(#${clip})` },
      group({ id: half }, halfFigure(deck, suit, rank, uid)),
      el('use', { href: `#${half}`, transform: HALF_TURN }),
      belt,
    ) +
    el('rect', { ...FRAME, fill: 'none', stroke: p.main, 'stroke-width': 1.8 }) +
    el('rect', {
      x: FRAME.x + 3,
      y: FRAME.y + 3,
      width: FRAME.width - 6,
      height: FRAME.height - 6,
      rx: FRAME.rx - 2,
      fill: 'none',
      stroke: p.main,
      'stroke-width': 0.6,
    });
  return { defs, body };
}

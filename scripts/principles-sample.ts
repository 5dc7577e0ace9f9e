/**
 * A sample of losing cards to judge the principles by (src-shared/explain/principles), the way a strong
 * player reads them: positions drawn from seeds over every contract (hra, sedma, sto, betl, durch) and
 * variant (volený and licitovaný at three seats, křížový at four), round robin, one losing card (by the
 * exact analysis) drawn per position; for each it prints the position in notation, the card, the better
 * card, both lines trick by trick (who plays what, `*` the card that takes the trick) with the points at
 * their ends, and the principle named in English. The verdicts read from it are in docs/figures.md
 * ("Principles judged").
 *
 * npm exec -- node --disable-warning=ExperimentalWarning scripts/principles-sample.ts -- --seed 7 --cards 100
 *   [--all] also lists every technique whose facts hold (development)
 */
import { type Card, createRng, describe, sideOf, toNotation } from '../src-shared/index.ts';
import { compare, techniquesOf, verdictPrinciple } from '../src-shared/explain/principles/detect.ts';
import { principleWords } from '../src-shared/explain/principles/words.ts';
import { analyze } from '../src-main/solver/analyze.ts';
import {
  PRINCIPLE_CONTRACTS,
  type PrincipleVariant,
  lineText,
  principlePosition,
} from '../tests/support/principle-positions.ts';
import { option } from './cli-args.ts';

const seed = Number(option('seed') ?? 1);
const cards = Number(option('cards') ?? 100);
const all = process.argv.includes('--all');
if (!Number.isInteger(seed) || !Number.isInteger(cards) || cards < 1)
  throw new Error('--seed and --cards must be whole numbers');

const VARIANTS: readonly { readonly variant: PrincipleVariant; readonly players: 3 | 4 }[] = [
  { variant: 'chosen', players: 3 },
  { variant: 'auction', players: 3 },
  { variant: 'fourHand', players: 4 },
];
const COMBOS = PRINCIPLE_CONTRACTS.flatMap((contract) => VARIANTS.map((v) => ({ contract, ...v })));
/** Positions tried for one card before a combination is passed over (durch at four rarely loses a card). */
const ATTEMPTS = 150;

const rngs = COMBOS.map((_, i) => createRng(seed * 1000 + i));
const counts = new Map<string, number>();
let n = 0;
let skipped = 0;
for (let i = 0; n < cards && skipped < COMBOS.length * 3; i++) {
  const k = i % COMBOS.length;
  const combo = COMBOS[k] as (typeof COMBOS)[number];
  const rng = rngs[k] as ReturnType<typeof createRng>;
  let found = false;
  for (let attempt = 0; attempt < ATTEMPTS && !found; attempt++) {
    const state = principlePosition(rng, combo.contract, combo.players, combo.variant);
    const a = analyze(state);
    const losing = a.cards.filter((v) => v.loss > 0 && v.refutation !== null);
    const bestLine = a.bestLine;
    if (losing.length === 0 || bestLine === undefined) continue;
    found = true;
    n++;
    const v = losing[rng.int(losing.length)] as (typeof losing)[number];
    const best = bestLine[0] as Card;
    const p = verdictPrinciple(state, a, v.card);
    counts.set(p?.id ?? 'none', (counts.get(p?.id ?? 'none') ?? 0) + 1);
    const mover = state.toAct as number;
    console.log(
      `#${n} ${combo.contract} ${combo.variant} (${combo.players} seats)  mover ${mover} ${sideOf(state, mover)}`,
    );
    console.log(`  ${toNotation(describe(state))}`);
    console.log(`  losing ${v.card} (loss ${v.loss}) — better ${best}`);
    console.log(`  better: ${lineText(state, bestLine)}`);
    console.log(`  losing: ${lineText(state, v.refutation as Card[])}`);
    console.log(`  principle: ${p === null ? 'none' : `${p.id} — ${principleWords(p, state, 'en').text}`}`);
    if (all) {
      const c = compare(
        state,
        { card: best, line: bestLine },
        { card: v.card, line: v.refutation as Card[] },
      );
      console.log(
        `  fired: ${
          c === null
            ? ''
            : techniquesOf(c)
                .map((x) => x.id)
                .join(', ')
        }`,
      );
    }
  }
  if (!found) {
    skipped++;
    console.log(`# ${combo.contract} ${combo.variant}: no losing card in ${ATTEMPTS} positions, passed over`);
  }
}
console.log(
  `\n${n} losing cards, seed ${seed}: ${[...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([id, c]) => `${id} ${c}`)
    .join(', ')}`,
);

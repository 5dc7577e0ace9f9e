/**
 * How often a losing card gets a principle (src-shared/explain/principles): over seeded random positions
 * of each contract at three and four seats (tests/support/principle-positions.ts), every losing card of
 * the exact analysis is compared with the best line; prints, per contract, the losing cards, the share
 * named (target ≥ 80 %), the techniques named and the unnamed cards' kinds.
 *
 * npm run -s coverage:principles [-- --positions 40 --seed 1 --contract durch]
 */
import { createRng } from '../src-shared/index.ts';
import { verdictPrinciple } from '../src-shared/explain/principles/detect.ts';
import { analyze } from '../src-main/solver/analyze.ts';
import { PRINCIPLE_CONTRACTS, principlePosition } from '../tests/support/principle-positions.ts';
import { option } from './cli-args.ts';

const count = Number(option('positions') ?? 40);
const seed = Number(option('seed') ?? 1);
if (!Number.isInteger(count) || count < 1) throw new Error('--positions must be a positive whole number');
const only = option('contract');
const contracts = PRINCIPLE_CONTRACTS.filter((c) => only === undefined || c === only);
if (contracts.length === 0) throw new Error(`--contract must be one of ${PRINCIPLE_CONTRACTS.join(', ')}`);

const rows: string[] = [];
let allLosing = 0;
let allNamed = 0;
for (const contract of contracts)
  for (const players of [3, 4] as const) {
    const rng = createRng(seed * 1000 + players);
    let losing = 0;
    let named = 0;
    const ids = new Map<string, number>();
    const unnamed: string[] = [];
    for (let i = 0; i < count; i++) {
      const state = principlePosition(rng, contract, players);
      const analysis = analyze(state);
      for (const v of analysis.cards) {
        if (v.loss <= 0) continue;
        losing++;
        const p = verdictPrinciple(state, analysis, v.card);
        if (p === null) {
          unnamed.push(`${analysis.side}:${v.card}`);
          continue;
        }
        named++;
        ids.set(p.id, (ids.get(p.id) ?? 0) + 1);
      }
    }
    allLosing += losing;
    allNamed += named;
    const share = losing === 0 ? 100 : (100 * named) / losing;
    const top = [...ids]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    rows.push(
      `${contract.padEnd(8)} ${players} seats  losing ${String(losing).padStart(4)}  named ${share.toFixed(1).padStart(5)} %` +
        `${share >= 80 ? '' : '  (below 80 %)'}\n    ${top}${unnamed.length > 0 ? `\n    unnamed: ${unnamed.slice(0, 12).join(' ')}` : ''}`,
    );
  }
console.log(rows.join('\n'));
console.log(
  `all      losing ${allLosing}  named ${((100 * allNamed) / Math.max(1, allLosing)).toFixed(1)} %`,
);

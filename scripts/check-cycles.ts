/**
 * No import cycles in src-shared (run by `npm run lint`): the core defines the contracts, the variants
 * import the core, and variants/registry.ts is the one place that imports the variants
 * (src-shared/variants/README.md). Every relative `import … from` / `export … from` counts, type-only
 * ones too, so a type cycle is refused as well. Prints each cycle found and exits 1; exits 0 when none.
 *
 * Usage: node scripts/check-cycles.ts [folder] (default src-shared)
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'src-shared');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

// `import x from './a.ts'`, `import type { X } from '../b.ts'`, `export * from './c.ts'`, multi-line lists.
const FROM = /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"](\.[^'"]+)['"]/gms;
const BARE = /^\s*import\s*['"](\.[^'"]+)['"]/gm;

/** The relative imports of a file, resolved to absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(FROM), ...text.matchAll(BARE)].map((m) => m[1] as string);
  return specs.map((spec) => resolve(dirname(file), spec));
}

const files = sources(root);
const known = new Set(files);
const graph = new Map(files.map((f) => [f, importsOf(f).filter((t) => known.has(t))]));

// Tarjan's strongly connected components: a component of more than one file (or a file importing
// itself) is a cycle.
let index = 0;
const order = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];

function visit(v: string): void {
  order.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!order.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) {
      low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
  }
  if (low.get(v) === order.get(v)) {
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component);
  }
}

for (const f of files) if (!order.has(f)) visit(f);

if (cycles.length === 0) {
  console.log(`no import cycles in ${relative(process.cwd(), root) || '.'} (${files.length} files)`);
} else {
  for (const c of cycles) {
    console.error(
      `import cycle: ${c
        .map((f) => relative(process.cwd(), f))
        .sort()
        .join(' ↔ ')}`,
    );
  }
  process.exit(1);
}

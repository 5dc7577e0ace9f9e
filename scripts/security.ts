/**
 * Electronegativity (Doyensec's Electron security lint) over the sources (src-main, src-renderer and
 * src-shared, as one app) and the build (out/; run `npm run build` first): fails on any finding above LOW
 * that is not on the reviewed list below, and on any file it could not parse; prints every finding.
 * Also evaluates the app's one Content-Security-Policy with the CSP evaluator electronegativity uses
 * (the lint itself cannot read a policy held in a constant). `npm run security [-- --json]`
 *
 * Driven through its library parts rather than its CLI (which crashes on the hoisted commander 14,
 * "_commander2.default.version is not a function") or its `run()` (which first fetches translations
 * from the network): the same loader, parser, atomic and global checks as `run()`, offline, with the
 * Electron version read from node_modules/electron. Left out: AvailableSecurityFixesGlobalCheck, which
 * downloads Electron's release list. Every finding is explained in docs/SECURITY.md.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../src-main/server/headers.ts';

const root = join(import.meta.dirname, '..');
const require = createRequire(join(root, 'package.json'));
const dist = join(require.resolve('@doyensec/electronegativity/package.json'), '..', 'dist');

/**
 * Findings above LOW that electronegativity itself marks for manual review, reviewed here: each names
 * the check, the files it may stand in, and why it is acceptable. Anything else above LOW fails.
 */
const REVIEWED: readonly { id: string; file: RegExp; why: string }[] = [
  {
    id: 'PRELOAD_JS_CHECK',
    file: /^(src-main\/index\.ts|out\/main\/index\.js)$/,
    why:
      'the one preload (src-main/preload/index.ts), sandboxed and context-isolated, exposes only ' +
      'marias.call(method, params) on one IPC channel whose sender frame main checks; ' +
      'tests/unit/electron/main-bundle.slow.test.ts runs the built preload',
  },
];

/** The parts of electronegativity's dist this script uses (it ships no types). */
interface Level {
  readonly value: number;
  readonly name: string;
}
interface Issue {
  readonly id: string;
  readonly file: string;
  readonly location: { readonly line: number; readonly column: number };
  readonly severity: Level;
  readonly confidence: Level;
  readonly manualReview: boolean;
  readonly description: string;
  readonly visibility?: { readonly inlineDisabled: boolean; readonly globalCheckDisabled: boolean };
}
interface Loader {
  load(input: string): Promise<void>;
  readonly list_files: Set<string>;
  load_buffer(file: string): Buffer;
}
type Parsed = [type: unknown, data: unknown, content: unknown, warnings?: { message: string }[]];
interface Parser {
  parse(file: string, buffer: Buffer): Parsed;
  parseTypeScript(content: string): unknown;
}
interface Finding {
  readonly severity: number;
  readonly directive: string;
  readonly description: string;
}

// electronegativity's own i18n, which its checks word their messages with: resolved from its package (not
// a dependency of ours, so not listed in package.json).
const i18n = createRequire(join(dist, '..', 'package.json'))('i18n') as {
  configure(o: object): void;
  setLocale(l: string): void;
};
const { LoaderDirectory } = require(join(dist, 'loader')) as { LoaderDirectory: new () => Loader };
const { Parser } = require(join(dist, 'parser')) as {
  Parser: new (babelFirst: boolean, typescriptBabelFirst: boolean) => Parser;
};
const { sourceTypes } = require(join(dist, 'parser', 'types')) as { sourceTypes: { JAVASCRIPT: unknown } };
const finderModule = require(join(dist, 'finder')) as {
  Finder: new (
    custom: string[],
    exclude: string[],
  ) => {
    find(
      file: string,
      data: unknown,
      type: unknown,
      content: unknown,
      only: null,
      version: string,
    ): Promise<Issue[]>;
  };
  GlobalChecks: new (
    custom: string[],
    exclude: string[],
  ) => { getResults(issues: Issue[]): Promise<Issue[]> };
  severity: Record<'LOW', Level>;
};
const csp = require('@doyensec/csp-evaluator') as {
  CspParser: new (policy: string) => { csp: unknown };
  CspEvaluator: new (parsed: unknown, version: unknown) => { evaluate(): Finding[] };
  Version: { CSP3: unknown };
  severities: Record<string, number>;
};

/** Checks that need the network; named as electronegativity's exclusion list spells them. */
const OFFLINE_EXCLUSIONS = ['availablesecurityfixesglobalcheck'];

/** What one input gave: findings, and files it could not parse (a file not parsed is a file not checked). */
interface Scan {
  readonly name: string;
  readonly files: number;
  readonly issues: Issue[];
  readonly errors: { file: string; message: string; tolerable: boolean }[];
}

/** One app made of the files under `dirs`, checked as `run()` would. */
async function scan(name: string, dirs: readonly string[], electronVersion: string): Promise<Scan> {
  const loader = new LoaderDirectory();
  for (const dir of dirs) {
    await loader.load(join(root, dir));
    // Its loader skips .cjs and .mjs (the sandboxed preload is index.cjs): added, read as JavaScript below.
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }))
      if (/\.(c|m)js$/.test(entry) && !entry.includes('node_modules'))
        loader.list_files.add(join(root, dir, entry));
  }
  const parser = new Parser(false, true);
  const globals = new finderModule.GlobalChecks([], OFFLINE_EXCLUSIONS);
  const finder = new finderModule.Finder([], []);
  const issues: Issue[] = [];
  const errors: Scan['errors'] = [];
  const files = [...loader.list_files];
  const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
  for (const file of files) {
    const buffer = loader.load_buffer(file);
    const check = async ([type, data, content, warnings]: Parsed) => {
      if (data === null) return;
      const found = await finder.find(file, data, type, content, null, electronVersion);
      for (const w of warnings ?? []) errors.push({ file, message: w.message, tolerable: true });
      issues.push(...found);
    };
    const text = buffer.toString();
    try {
      if (/\.(c|m)js$/.test(file)) await check([sourceTypes.JAVASCRIPT, parser.parseTypeScript(text), text]);
      else await check(parser.parse(file, buffer));
    } catch (e) {
      // Its JavaScript parsers and scope walker predate class private fields (in the bundle); its
      // TypeScript parser (Babel, no scope walker) reads them, and TypeScript's grammar is JavaScript's
      // and more. Anything else unreadable fails the run: a file not parsed is a file not checked.
      try {
        if (!file.endsWith('.js')) throw e;
        await check([sourceTypes.JAVASCRIPT, parser.parseTypeScript(text), text]);
        errors.push({ file, message: `read as TypeScript (${message(e)})`, tolerable: true });
      } catch (e2) {
        errors.push({ file, message: message(e2), tolerable: false });
      }
    }
  }
  const results = (await globals.getResults(issues)).filter(
    (i) => i.visibility === undefined || (!i.visibility.inlineDisabled && !i.visibility.globalCheckDisabled),
  );
  return { name, files: files.length, issues: results, errors };
}

i18n.configure({
  locales: ['en-US'],
  defaultLocale: 'en-US',
  directory: join(dist, 'locales'),
  updateFiles: false,
  objectNotation: true,
  retryInDefaultLocale: true,
  register: globalThis,
});
i18n.setLocale('en-US');

const electronVersion = (
  JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as { version: string }
).version;
if (!existsSync(join(root, 'out', 'main', 'index.js'))) {
  console.error('npm run security: no build in out/, run `npm run build` first.');
  process.exit(1);
}
const scans = [
  await scan(
    'sources (src-main, src-renderer, src-shared)',
    ['src-main', 'src-renderer', 'src-shared'],
    electronVersion,
  ),
  await scan('build (out)', ['out'], electronVersion),
];

const LOW = finderModule.severity.LOW.value;
const path = (file: string) => (file === 'N/A' ? file : relative(root, file));
const reviewOf = (i: Issue) =>
  i.manualReview ? REVIEWED.find((r) => r.id === i.id && r.file.test(path(i.file))) : undefined;
let failed = 0;

console.log(
  `electronegativity over Electron ${electronVersion}, offline (left out: ${OFFLINE_EXCLUSIONS.join(', ')})`,
);
for (const s of scans) {
  const sorted = [...s.issues].sort(
    (a, b) => b.severity.value - a.severity.value || a.id.localeCompare(b.id),
  );
  const above = sorted.filter((i) => i.severity.value > LOW);
  const failing = above.filter((i) => reviewOf(i) === undefined);
  const broken = s.errors.filter((e) => !e.tolerable);
  failed += failing.length + broken.length;
  console.log(
    `\n${s.name}: ${s.files} files, ${s.issues.length} findings, ${above.length} above LOW ` +
      `(${above.length - failing.length} reviewed), ${broken.length} not parsed`,
  );
  for (const i of sorted) {
    const review = reviewOf(i);
    const mark = i.severity.value <= LOW ? 'ok      ' : review ? 'reviewed' : 'FAIL    ';
    const where = `${path(i.file)}:${i.location.line}:${i.location.column}`;
    console.log(`  ${mark} ${i.severity.name}/${i.confidence.name} ${i.id} ${where}`);
    if (review) console.log(`           ${review.why}`);
  }
  for (const e of s.errors)
    console.log(`  ${e.tolerable ? 'note    ' : 'FAIL     could not parse'} ${path(e.file)}: ${e.message}`);
}

// The policy itself, as CSP_GLOBAL_CHECK would judge it had it been a literal: HIGH or MEDIUM fails.
const findings = new csp.CspEvaluator(
  new csp.CspParser(CONTENT_SECURITY_POLICY).csp,
  csp.Version.CSP3,
).evaluate();
const level = (n: number) => Object.keys(csp.severities).find((k) => csp.severities[k] === n) ?? String(n);
const strong = findings.filter(
  (f) => f.severity === csp.severities['HIGH'] || f.severity === csp.severities['MEDIUM'],
);
failed += strong.length;
console.log(
  `\nContent-Security-Policy (src-main/server/headers.ts): ${findings.length} remarks, ${strong.length} HIGH or MEDIUM`,
);
console.log(`  ${CONTENT_SECURITY_POLICY}`);
for (const f of findings)
  console.log(
    `  ${strong.includes(f) ? 'FAIL' : 'ok  '} ${level(f.severity)} ${f.directive}: ${f.description}`,
  );

if (process.argv.includes('--json'))
  console.log(
    JSON.stringify({
      electronVersion,
      scans: scans.map((s) => ({
        name: s.name,
        files: s.files,
        errors: s.errors,
        issues: s.issues.map((i) => ({
          id: i.id,
          at: `${path(i.file)}:${i.location.line}:${i.location.column}`,
          severity: i.severity.name,
          confidence: i.confidence.name,
          reviewed: reviewOf(i) !== undefined,
        })),
      })),
      csp: findings.map((f) => ({ severity: level(f.severity), directive: f.directive })),
    }),
  );
console.log(
  failed === 0
    ? '\nnpm run security: nothing above LOW unreviewed (each finding is explained in docs/SECURITY.md).'
    : `\nnpm run security: ${failed} finding(s) above LOW unreviewed, files not parsed or CSP faults; see above.`,
);
process.exit(failed === 0 ? 0 : 1);

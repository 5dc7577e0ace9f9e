#!/usr/bin/env node
/** Entry point of `npm run cli`: wires commands.ts to argv, stdin/file and the exit code. */
import { readFileSync } from 'node:fs';
import { runAsync } from './commands.ts';

const args = process.argv.slice(2);
// A trailing argument that is not a flag or a flag's value is the input file.
const positional = args.filter((a, i) => !a.startsWith('--') && (i === 0 || !args[i - 1]?.startsWith('--')));
const file = positional.length > 1 ? positional[positional.length - 1] : undefined;

/** The input's bytes: commands.ts decodes them, refusing invalid UTF-8 instead of replacing it. */
function readInput(): Uint8Array {
  try {
    return readFileSync(file ?? 0);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    process.stderr.write(`error: cannot read ${file ?? 'standard input'}: ${why}\n`);
    process.exit(2);
  }
}

const result = await runAsync(file ? args.filter((a) => a !== file) : args, readInput);
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.code;

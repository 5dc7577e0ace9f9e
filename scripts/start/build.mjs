// Runs the build for `npm start` quietly: its output is kept and handed back, to be shown only when the
// build fails; with `verbose` it is written as it comes. Tested in tests/unit/start/start.test.ts with
// a stand-in build.
import { spawn } from 'node:child_process';

/**
 * @param {{ command: string, args: readonly string[], cwd?: string, verbose?: boolean,
 *   write?: (chunk: string) => void }} o
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
export function runBuild(o) {
  const write = o.write ?? ((chunk) => process.stdout.write(chunk));
  return new Promise((done) => {
    let output = '';
    const child = spawn(o.command, [...o.args], { cwd: o.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @param {Buffer} chunk */
    const take = (chunk) => {
      const text = chunk.toString();
      output += text;
      if (o.verbose) write(text);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (e) => done({ ok: false, output: `${output}${e.message}\n` }));
    child.on('close', (code) => done({ ok: code === 0, output }));
  });
}

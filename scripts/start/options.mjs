// What `npm start` and `npm run serve` take on their command line (after `--`). Pure: tested in
// tests/unit/start/start.test.ts.

export const USAGE = `Usage: npm start [-- options]   (npm run serve [-- options]: browser mode directly)
  --no-open     do not open the address in a browser (browser mode)
  --port N      serve on port N (browser mode; default any free port, or PORT)
  --verbose     show the build's output (otherwise shown only when the build fails)
  --help        this text`;

/**
 * @typedef {object} StartOptions
 * @property {boolean} browser   browser mode even where Electron would run (`npm run serve`)
 * @property {boolean} verbose   show the build's output as it runs
 * @property {boolean} help
 * @property {string[]} server   arguments handed to the browser-mode server (--port, --no-open)
 */

/**
 * Reads the arguments; an unknown one is an error naming it.
 * @param {readonly string[]} argv
 * @returns {{ ok: true, value: StartOptions } | { ok: false, error: string }}
 */
export function parseStartArgs(argv) {
  /** @type {StartOptions} */
  const o = { browser: false, verbose: false, help: false, server: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = /** @type {string} */ (argv[i]);
    if (arg === '--browser') o.browser = true;
    else if (arg === '--verbose') o.verbose = true;
    else if (arg === '--help' || arg === '-h') o.help = true;
    else if (arg === '--no-open') o.server.push(arg);
    else if (arg.startsWith('--port=')) o.server.push(arg);
    else if (arg === '--port') {
      const value = argv[i + 1];
      if (value === undefined) return { ok: false, error: '--port needs a port number' };
      o.server.push(arg, value);
      i++;
    } else return { ok: false, error: `unknown option ${arg}` };
  }
  return { ok: true, value: o };
}

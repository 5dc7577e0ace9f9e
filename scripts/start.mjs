// Builds the app with electron-vite and launches it in Electron; where Electron cannot be had or cannot
// run with its sandbox (as root), or with --browser (`npm run serve`), says why in one line and serves
// the app in the browser instead (src-main/server/main.ts, which prints the address, opens it in the
// default browser unless --no-open, and says how to stop). Electron is never started with --no-sandbox.
// The build's output is shown only when it fails, or with --verbose; options: scripts/start/options.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runBuild } from './start/build.mjs';
import { ELECTRON_MEMORY_SWITCHES, NODE_MEMORY_FLAGS, withMemoryEnv } from './start/memory.mjs';
import { USAGE, parseStartArgs } from './start/options.mjs';

const root = join(import.meta.dirname, '..');
const require = createRequire(join(root, 'package.json'));
const electronDir = dirname(require.resolve('electron/package.json'));

// `npm run serve` passes --browser; its messages name the command the person typed.
const command = process.argv.includes('--browser') ? 'npm run serve' : 'npm start';

function fail(message, code = 1) {
  console.error(`${command}: ${message}`);
  process.exit(code);
}

const parsed = parseStartArgs(process.argv.slice(2));
if (!parsed.ok) fail(`${parsed.error}\n${USAGE}`, 2);
const options = parsed.value;
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

function electronBinary() {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

// npm no longer runs Electron's download on install, so fetch the binary on first start.
// Returns null when it worked, else why not.
function installElectron() {
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    cwd: electronDir,
    encoding: 'utf8',
  });
  if (result.status === 0) return null;
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  const offline =
    /fetch failed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|getaddrinfo/.test(output);
  const firstLine = output.split('\n').find((line) => line.trim() !== '');
  return offline ? 'no network access to download it' : (firstLine?.trim() ?? 'its download failed');
}

// Node 24 runs the server from source; under an older node (not started through npm) use the pinned one.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const nodeBinary = nodeMajor >= 24 ? process.execPath : join(root, 'node_modules', '.bin', 'node');

// Chromium's sandbox refuses to start as root, and switching it off would open the renderer to the system.
const asRoot = process.getuid?.() === 0;
let binary;
if (options.browser) {
  binary = undefined;
} else if (asRoot) {
  console.log('npm start: Electron will not run as root with its sandbox on; starting browser mode instead.');
} else {
  binary = electronBinary();
  let missing = null;
  if (!binary) {
    missing = installElectron();
    binary = electronBinary();
    if (!binary) missing ??= 'the download finished but no binary was found';
  }
  if (!binary)
    console.log(`npm start: Electron is not available here (${missing}); starting browser mode instead.`);
}

// The package exports no bin path, so find its CLI beside its package.json.
const electronVite = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
console.log('Mariáš: building the app…');
const build = await runBuild({
  command: process.execPath,
  args: [electronVite, 'build'],
  cwd: root,
  verbose: options.verbose,
});
if (!build.ok) {
  if (!options.verbose) process.stderr.write(build.output);
  fail(`the build failed${options.verbose ? '' : ' (its output is above)'}.`);
}

if (!binary) {
  const server = spawn(
    nodeBinary,
    [
      ...NODE_MEMORY_FLAGS,
      '--disable-warning=ExperimentalWarning',
      join(root, 'src-main', 'server', 'main.ts'),
      ...options.server,
    ],
    { cwd: root, stdio: 'inherit', env: withMemoryEnv(process.env) },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('close', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
} else {
  launchElectron(binary);
}

function launchElectron(binary) {
  console.log('Mariáš: opening the app window. Closing it (or Ctrl+C here) quits.');
  const app = spawn(binary, [...ELECTRON_MEMORY_SWITCHES, '.'], {
    cwd: root,
    stdio: 'inherit',
    env: withMemoryEnv(process.env),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
  app.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

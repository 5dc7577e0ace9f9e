// Builds the app with electron-vite and launches it in Electron.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const require = createRequire(join(root, 'package.json'));
const electronDir = dirname(require.resolve('electron/package.json'));

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

function electronBinary() {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

// npm no longer runs Electron's download on install, so fetch the binary on first start.
function installElectron() {
  console.log('Electron binary missing, downloading it once…');
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    cwd: electronDir,
    encoding: 'utf8',
  });
  if (result.status === 0) return;
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  const offline =
    /fetch failed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|getaddrinfo/.test(output);
  const firstLine = output.split('\n').find((line) => line.trim() !== '');
  const reason = offline ? 'no network access to download it' : (firstLine?.trim() ?? 'download failed');
  fail(`Electron binary unavailable (${reason}); browser mode arrives with the app issue.`);
}

let binary = electronBinary();
if (!binary) {
  installElectron();
  binary = electronBinary() ?? fail('Electron binary unavailable (download finished but no binary found).');
}

const build = spawnSync(process.execPath, [require.resolve('electron-vite/bin/electron-vite.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) fail('build failed, see the output above.');

// Chromium refuses to run as root unless its own sandbox is disabled (containers, CI).
const args = process.getuid?.() === 0 ? ['.', '--no-sandbox'] : ['.'];
const app = spawn(binary, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
app.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Finds the system Chromium that browser tests drive (Debian's `chromium` package), installing
// it with apt-get when we are root on a Debian-like machine. Never `playwright install`.
//   node scripts/ensure-chromium.mjs   → prints the executable path, or fails with the command
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

const NAMES = ['chromium', 'chromium-browser'];
const FIXED_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (name) =>
  (process.env.PATH ?? '').split(delimiter).map((dir) => dir && join(dir, name)).find((file) => file && isExecutable(file)) ?? null;

/** `apt-get update` then `apt-get install` of chromium; throws with apt's output and the command to run. */
const aptInstall = () => {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['-qq', 'update'], ['-qq', '-y', 'install', 'chromium']]) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) {
      throw new Error(`\`apt-get ${args.join(' ')}\` failed (exit ${result.status}):\n${(result.stderr || result.stdout).trim()}\nInstall it with: ${INSTALL_COMMAND}`);
    }
  }
};

/** The Chromium flags of the browser tests, size and lighthouse: quiet, no network beyond localhost. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** The Chromium executable: $CHROMIUM_PATH, then `chromium`/`chromium-browser` on PATH, then /usr/bin. */
export const findChromium = () => {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && isExecutable(fromEnv)) return fromEnv;
  for (const name of NAMES) {
    const found = onPath(name);
    if (found) return found;
  }
  return FIXED_PATHS.find(isExecutable) ?? null;
};

/**
 * Returns the Chromium path, installing Debian's package first when it is missing and we are
 * root with apt-get. Otherwise throws an error whose message names the command to run.
 */
export const ensureChromium = ({ log = (line) => console.log(line) } = {}) => {
  const existing = findChromium();
  if (existing) return existing;
  if (process.getuid?.() !== 0 || onPath('apt-get') === null) {
    throw new Error(
      "Chromium is not installed; browser tests need Debian's chromium package. Install it with:\n" +
        '  sudo apt-get install -y chromium   (after `sudo apt-get update` if apt cannot find it)',
    );
  }
  log(`Chromium is missing: installing Debian's chromium package (${INSTALL_COMMAND}) …`);
  const started = Date.now();
  aptInstall();
  const installed = findChromium();
  if (!installed) throw new Error(`apt-get installed chromium but no executable was found. Try: ${INSTALL_COMMAND}`);
  log(`Chromium installed in ${Math.round((Date.now() - started) / 1000)} s: ${chromiumVersion(installed)}`);
  return installed;
};

/** `Chromium 150.0.… built on Debian …`, or the path when the version cannot be read. */
export const chromiumVersion = (executable) => {
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8', timeout: 30_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return executable;
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(ensureChromium({ log: (line) => console.error(line) }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// Debian packages the scripts need beside npm's (Chromium for the browsers, openssl for test
// certificates): found on PATH, or installed with apt-get when we are root on a Debian-like
// machine, so `npm ci && npm test` works on a fresh one. Plain JS, like ensure-chromium.mjs.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export const onPath = (name) => {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
};

export const canInstall = () => process.getuid?.() === 0 && onPath('apt-get') !== null;

/** `apt-get update` then `apt-get install` of the package; throws with apt's output and the command to run. */
export const aptInstall = (pkg) => {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['-qq', 'update'], ['-qq', '-y', 'install', pkg]]) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) {
      throw new Error(
        `\`apt-get ${args.join(' ')}\` failed (exit ${result.status}):\n${(result.stderr || result.stdout).trim()}\n` +
          `Install it with: apt-get update && apt-get install -y ${pkg}`,
      );
    }
  }
};

/** The path of `command`, installing Debian's `pkg` first when it is missing and we may; else throws naming the command to run. */
export const ensureCommand = (command, pkg = command, { log = (line) => console.log(line) } = {}) => {
  const existing = onPath(command);
  if (existing) return existing;
  if (!canInstall()) throw new Error(`${command} is not installed. Install it with:\n  sudo apt-get install -y ${pkg}`);
  log(`${command} is missing: installing Debian's ${pkg} package …`);
  aptInstall(pkg);
  const installed = onPath(command);
  if (!installed) throw new Error(`apt-get installed ${pkg} but no ${command} was found on PATH.`);
  return installed;
};

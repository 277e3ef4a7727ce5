// A throwaway TLS certificate for 127.0.0.1 and localhost, made with Debian's openssl (installed
// like Chromium when missing), for serving a build over HTTPS and HTTP/2 on this machine
// (`npm run lighthouse`, the static server's test). Browsers that use it are started with
// --ignore-certificate-errors. Only erasable TypeScript (Node runs this file directly through
// type stripping).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCommand } from './debian-package.mjs';

export interface Certificate {
  key: string;
  cert: string;
}

/** A new key and certificate (PEM), valid for a day; throws when openssl cannot be had or fails. */
export const selfSignedCertificate = (): Certificate => {
  const openssl = ensureCommand('openssl');
  const folder = mkdtempSync(join(tmpdir(), 'self-signed-'));
  try {
    const key = join(folder, 'key.pem');
    const cert = join(folder, 'cert.pem');
    const result = spawnSync(
      openssl,
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1',
        '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { encoding: 'utf8' },
    );
    if (result.error) throw new Error(`openssl could not run: ${result.error.message}`);
    if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

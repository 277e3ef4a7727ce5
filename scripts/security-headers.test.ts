import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS_FILE } from './build-records';
import { apiOriginOf, contentSecurityPolicy, injectCspMeta, readBuiltSecurityHeaders, securityHeaders } from './security-headers';

/** `{ directive: sources }` of a serialised policy. */
const parse = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split(';').map((part) => [part.trim().split(/\s+/)[0], part.trim().split(/\s+/).slice(1)]));

const production = { mocks: false } as const;
const demo = { mocks: true } as const;
const api = 'https://api.example.com';

/** The whole policy, directive by directive: no inline or eval code, no plugins, frames or foreign <base>, no framing. */
const policy = ({ media, connect, worker }: { media: string[]; connect: string[]; worker: string }) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': media,
  'media-src': media,
  'font-src': ["'self'"],
  'connect-src': connect,
  'worker-src': [worker],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

describe('the Content-Security-Policy', () => {
  it("lets the demo's service worker run and keeps its media local; production runs no worker and shows the backend's https media", () => {
    expect(parse(contentSecurityPolicy(demo))).toEqual(policy({ media: ["'self'"], connect: ["'self'"], worker: "'self'" }));
    for (const options of [production, { ...production, apiOrigin: '  ' }]) {
      expect(parse(contentSecurityPolicy(options))).toEqual(policy({ media: ["'self'", 'https:'], connect: ["'self'"], worker: "'none'" }));
    }
  });

  // Portraits uploaded to the API (uploadAbsolutelyPictures) come back as URLs on its origin.
  it("adds VITE_API_ORIGIN's origin, not its path, to what the app connects to and the pictures and videos it shows", () => {
    expect(parse(contentSecurityPolicy({ ...production, apiOrigin: `${api}/base/` }))).toEqual(
      policy({ media: ["'self'", 'https:', api], connect: ["'self'", api], worker: "'none'" }),
    );
    const local = 'http://127.0.0.1:8787';
    expect(parse(contentSecurityPolicy({ ...demo, apiOrigin: local }))).toEqual(policy({ media: ["'self'", local], connect: ["'self'", local], worker: "'self'" }));
  });

  it('refuses an API origin that is not an http(s) origin', () => {
    expect(() => apiOriginOf('api.example.com')).toThrow('absolute http(s) origin');
    expect(() => apiOriginOf('javascript:alert(1)')).toThrow('http or https');
    expect(apiOriginOf('  ')).toBeNull();
  });

  it('goes out as a header with nosniff and a referrer policy; the meta tag leaves out frame-ancestors, which browsers ignore there', () => {
    const meta = contentSecurityPolicy(demo, 'meta');
    expect(parse(meta)['frame-ancestors']).toBeUndefined();
    expect(securityHeaders(demo)).toEqual({
      'Content-Security-Policy': `${meta}; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('the meta tag in index.html', () => {
  const html = '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <script type="module" src="/a.js"></script>\n  </head>\n</html>';

  it('goes right after the charset, before any script, with the meta policy; a second one is refused', () => {
    const out = injectCspMeta(html, { ...production, apiOrigin: api });
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(out);
    expect(meta?.[1]).toBe(contentSecurityPolicy({ ...production, apiOrigin: api }, 'meta'));
    expect(out.indexOf('charset')).toBeLessThan(meta!.index);
    expect(meta!.index).toBeLessThan(out.indexOf('<script'));
    expect(() => injectCspMeta(out, demo)).toThrow('already has');
  });
});

it("reads a build's headers file back as written, from the records beside the folder, and null for a build without one", () => {
  const folder = mkdtempSync(join(tmpdir(), 'security-headers-'));
  const root = join(folder, 'dist');
  try {
    expect(readBuiltSecurityHeaders(root)).toBeNull();
    mkdirSync(join(folder, '.vite', 'dist'), { recursive: true });
    writeFileSync(join(folder, '.vite', 'dist', SECURITY_HEADERS_FILE), JSON.stringify(securityHeaders(demo)));
    expect(readBuiltSecurityHeaders(root)).toEqual(securityHeaders(demo));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

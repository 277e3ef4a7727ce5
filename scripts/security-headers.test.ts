import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiOriginOf,
  contentSecurityPolicy,
  injectCspMeta,
  policyDirectives,
  readBuiltSecurityHeaders,
  SECURITY_HEADERS_FILE,
  securityHeaders,
} from './security-headers';

/** `{ directive: sources }` of a serialised policy. */
const parse = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const production = { mocks: false } as const;
const demo = { mocks: true } as const;

describe('the Content-Security-Policy', () => {
  it('lets the app talk only to its own origin when no API origin is set', () => {
    for (const options of [production, demo, { ...production, apiOrigin: '' }]) {
      expect(parse(contentSecurityPolicy(options))['connect-src']).toEqual(["'self'"]);
    }
  });

  it("adds VITE_API_ORIGIN's origin (not its path) to connect-src, and to pictures and videos the API stores", () => {
    const directives = parse(contentSecurityPolicy({ ...production, apiOrigin: 'https://api.example.com/' }));
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.example.com']);
    expect(directives['img-src']).toContain('https://api.example.com');
    const local = parse(contentSecurityPolicy({ ...production, apiOrigin: 'http://localhost:8787' }));
    expect(local['connect-src']).toEqual(["'self'", 'http://localhost:8787']);
    expect(local['img-src']).toContain('http://localhost:8787');
  });

  it('lets a portrait uploaded to the API (uploadAbsolutelyPictures answers a URL on its origin) load, and only from there', () => {
    /** Whether a source list lets a page of `page` load `url` (the source forms this policy uses). */
    const allows = (sources: readonly string[], url: string, page: string) => {
      const { origin, protocol } = new URL(url);
      return sources.some((source) => (source === "'self'" ? origin === page : source === protocol || source === origin));
    };
    const portrait = (origin: string) => `${origin}/rpi/picture/uploads/0123456789abcdef0123456789abcdef.png`;
    const page = 'https://darts.example.com';
    for (const apiOrigin of ['http://127.0.0.1:8787', 'https://api.example.com']) {
      for (const options of [{ ...production, apiOrigin }, { ...demo, apiOrigin }]) {
        expect(allows(parse(contentSecurityPolicy(options))['img-src']!, portrait(apiOrigin), page)).toBe(true);
      }
    }
    // Without an API origin the uploads come from the site's own origin (the demo's service worker).
    expect(allows(parse(contentSecurityPolicy(demo))['img-src']!, portrait(page), page)).toBe(true);
    expect(allows(parse(contentSecurityPolicy({ ...demo, apiOrigin: 'http://127.0.0.1:8787' }))['img-src']!, portrait('http://evil.example'), page)).toBe(false);
  });

  it('refuses an API origin that is not an http(s) origin', () => {
    expect(() => apiOriginOf('api.example.com')).toThrow('absolute http(s) origin');
    expect(() => apiOriginOf('javascript:alert(1)')).toThrow('http or https');
    expect(apiOriginOf('  ')).toBeNull();
  });

  it('never allows inline or eval scripts, inline styles, plugins, frames or a foreign <base>', () => {
    for (const options of [production, demo, { ...production, apiOrigin: 'https://api.example.com' }]) {
      const policy = contentSecurityPolicy(options);
      expect(policy).not.toMatch(/unsafe-(inline|eval|hashes)|\*/);
      const directives = parse(policy);
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['style-src']).toEqual(["'self'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-src']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'none'"]);
    }
  });

  it("lets the demo's service worker run and keeps its media local; production runs no worker and shows the backend's media", () => {
    const demoPolicy = parse(contentSecurityPolicy(demo));
    expect(demoPolicy['worker-src']).toEqual(["'self'"]);
    expect(demoPolicy['img-src']).toEqual(["'self'"]);
    expect(demoPolicy['media-src']).toEqual(["'self'"]);
    const productionPolicy = parse(contentSecurityPolicy(production));
    expect(productionPolicy['worker-src']).toEqual(["'none'"]);
    expect(productionPolicy['img-src']).toEqual(["'self'", 'https:']);
    expect(productionPolicy['media-src']).toEqual(["'self'", 'https:']);
  });

  it('forbids framing in the header; the meta tag, where browsers ignore it, leaves it out', () => {
    const header = contentSecurityPolicy(production, 'header');
    const meta = contentSecurityPolicy(production, 'meta');
    expect(parse(header)['frame-ancestors']).toEqual(["'none'"]);
    expect(parse(meta)['frame-ancestors']).toBeUndefined();
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
    expect(Object.keys(policyDirectives(production))).toContain('frame-ancestors');
  });

  it('sends the header policy with nosniff and a referrer policy', () => {
    expect(securityHeaders(demo)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(demo, 'header'),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('the meta tag in index.html', () => {
  const html = '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <script type="module" src="/a.js"></script>\n  </head>\n</html>';

  it('goes right after the charset, before any script, with the meta policy', () => {
    const out = injectCspMeta(html, { ...production, apiOrigin: 'https://api.example.com' });
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(out);
    expect(meta?.[1]).toBe(contentSecurityPolicy({ ...production, apiOrigin: 'https://api.example.com' }, 'meta'));
    expect(out.indexOf('charset')).toBeLessThan(meta!.index);
    expect(meta!.index).toBeLessThan(out.indexOf('<script'));
  });

  it('refuses a second policy in the page', () => {
    expect(() => injectCspMeta(injectCspMeta(html, demo), demo)).toThrow('already has');
  });
});

describe('the headers file of a build', () => {
  it('is read back as written, and is null for a build without one', () => {
    const root = mkdtempSync(join(tmpdir(), 'security-headers-'));
    try {
      expect(readBuiltSecurityHeaders(root)).toBeNull();
      mkdirSync(join(root, '.vite'));
      writeFileSync(join(root, SECURITY_HEADERS_FILE), JSON.stringify(securityHeaders(demo)));
      expect(readBuiltSecurityHeaders(root)).toEqual(securityHeaders(demo));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

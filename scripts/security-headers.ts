// The site's Content-Security-Policy and its companion headers, computed in one place for
//  - the <meta http-equiv="Content-Security-Policy"> that builds put into index.html
//    (scripts/vite-plugins.ts), which also writes the headers to `security-headers.json` among the
//    build's records, beside the published folder (scripts/build-records.ts);
//  - the HTTP headers of `npm start` (scripts/static-server.ts) and `vite preview`, read from
//    that file so they always match the build they serve.
// Only erasable TypeScript (Node runs this file directly through type stripping).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRecordsDirOf, SECURITY_HEADERS_FILE } from './build-records.ts';

export interface PolicyOptions {
  /** VITE_API_ORIGIN of the build, e.g. https://api.example.com; empty = the site's own origin. */
  apiOrigin?: string | undefined;
  /** The build runs the fake backend in a service worker (VITE_MOCKS): dev and demo builds. */
  mocks: boolean;
}

export type Directives = Readonly<Record<string, readonly string[]>>;

/** Directives a `<meta>` policy cannot carry (browsers ignore them there and warn). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** The origin of VITE_API_ORIGIN (scheme, host, port), or null when it is empty. */
export const apiOriginOf = (apiOrigin: string | undefined): string | null => {
  const trimmed = (apiOrigin ?? '').trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`VITE_API_ORIGIN must be an absolute http(s) origin such as https://api.example.com, not "${trimmed}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_API_ORIGIN must use http or https, not "${url.protocol}".`);
  }
  return url.origin;
};

/**
 * Every directive of the policy. Scripts and styles come only from the site's own files (Vite
 * emits them; linaria writes CSS files; React's `style` props go through the CSSOM, which CSP does
 * not block). The API is the only other origin the app talks to. Production pictures and videos
 * come from the real backend, which stores them wherever it likes (news images, player videos,
 * operator HTML), so production allows any https media; the demo's media are all local.
 */
export const policyDirectives = ({ apiOrigin, mocks }: PolicyOptions): Directives => {
  const api = apiOriginOf(apiOrigin);
  const withApi = (...sources: string[]) => (api ? [...sources, api] : sources);
  const media = mocks ? withApi("'self'") : withApi("'self'", 'https:');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': media,
    'media-src': media,
    'font-src': ["'self'"],
    'connect-src': withApi("'self'"),
    // The fake backend is the demo's service worker (fake-backend-worker.js, same origin); production runs none.
    'worker-src': mocks ? ["'self'"] : ["'none'"],
    'manifest-src': ["'self'"],
    // Product PDFs are links, not embedded: no plugin or frame content at all.
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // The site may not be framed by anyone (clickjacking); only honoured as an HTTP header.
    'frame-ancestors': ["'none'"],
  };
};

export const serializePolicy = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** The policy for `delivery`: the meta tag leaves out what only a header can carry. */
export const contentSecurityPolicy = (options: PolicyOptions, delivery: 'header' | 'meta' = 'header'): string => {
  const directives = policyDirectives(options);
  return serializePolicy(
    delivery === 'header'
      ? directives
      : Object.fromEntries(Object.entries(directives).filter(([name]) => !HEADER_ONLY.has(name))),
  );
};

export type SecurityHeaders = Readonly<Record<string, string>>;

/** The HTTP headers every response of the site carries. */
export const securityHeaders = (options: PolicyOptions): SecurityHeaders => ({
  'Content-Security-Policy': contentSecurityPolicy(options, 'header'),
  'X-Content-Type-Options': 'nosniff',
  // Other origins (the API, linked sites) learn at most our origin, never a page address with its query.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const cspMetaTag = (options: PolicyOptions): string =>
  `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(options, 'meta'))}" />`;

/**
 * Puts the policy's meta tag into an HTML document: right after `<meta charset>` (so the charset
 * stays within the first bytes), else first in `<head>`. A policy only covers what follows it.
 */
export const injectCspMeta = (html: string, options: PolicyOptions): string => {
  if (/http-equiv=["']?content-security-policy/i.test(html)) {
    throw new Error('index.html already has a Content-Security-Policy meta tag; the build adds it (scripts/security-headers.ts).');
  }
  const tag = cspMetaTag(options);
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return `${html.slice(0, charset.index + charset[0].length)}\n    ${tag}${html.slice(charset.index + charset[0].length)}`;
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('index.html has no <head> for the Content-Security-Policy meta tag.');
  return `${html.slice(0, head.index + head[0].length)}\n    ${tag}${html.slice(head.index + head[0].length)}`;
};

/** The headers a build wrote (among the records of `outDir`, scripts/build-records.ts), or null for a build without them. */
export const readBuiltSecurityHeaders = (outDir: string): SecurityHeaders | null => {
  let text: string;
  try {
    text = readFileSync(join(buildRecordsDirOf(outDir), SECURITY_HEADERS_FILE), 'utf8');
  } catch {
    return null;
  }
  const parsed = JSON.parse(text) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};

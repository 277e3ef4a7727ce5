/**
 * The API's description on `mock:serve`: `GET /openapi.json` (contracts/openapi.json as committed,
 * read at each request, so a regenerated document shows without a restart) and `GET /docs`, Redoc's
 * standalone page over it. Redoc comes from node_modules, so the page works offline. Its bundle
 * loads no fonts (its theme names Roboto and Montserrat and falls back to the system's); the one
 * thing it fetches from elsewhere, Redocly's logo in the menu, the page's Content-Security-Policy
 * refuses, and Redoc then leaves the logo out.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';
const REDOC_PATH = '/docs/redoc.standalone.js';

const openApiFile = new URL('../contracts/openapi.json', import.meta.url);
const redocFile = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/**
 * Only this origin: Redoc's own script, its styles (styled-components writes them inline), its
 * search worker (a blob) and the document. Nothing from elsewhere, the logo included.
 */
const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

// Redoc reads the document's address from its element and starts itself once the page has loaded.
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Darts network API</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="${OPENAPI_PATH}"></redoc>
    <script src="${REDOC_PATH}"></script>
  </body>
</html>
`;

const file = (path: string | URL, contentType: string, headers: Record<string, string> = {}) =>
  new Response(readFileSync(path), { headers: { 'content-type': contentType, ...headers } });

/** The answer to a request for the description or its page; undefined for any other request. */
export function answerApiDescription(method: string | undefined, pathname: string): Response | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  switch (pathname) {
    case OPENAPI_PATH:
      return file(openApiFile, 'application/json; charset=utf-8');
    case DOCS_PATH:
      return new Response(DOCS_PAGE, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': DOCS_POLICY } });
    case REDOC_PATH:
      return file(redocFile, 'text/javascript; charset=utf-8');
    default:
      return undefined;
  }
}

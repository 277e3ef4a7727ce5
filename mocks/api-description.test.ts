import { readFileSync } from 'node:fs';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PATH, OPENAPI_PATH } from './api-description';
import { startMockHttpServer } from './http';

// The unit setup's msw server intercepts fetch in this process too: `bypass` sends these
// requests over the network, to the real HTTP server under test.
const send = (url: string, init?: RequestInit) => fetch(bypass(new Request(url, init)));

describe('the API description on mock:serve', () => {
  let server: Awaited<ReturnType<typeof startMockHttpServer>>;
  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves the committed OpenAPI document as JSON', async () => {
    const response = await send(`${server.url}${OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe(readFileSync(new URL('../contracts/openapi.json', import.meta.url), 'utf8'));
  });

  it('serves the docs page as HTML, with only this origin in it', async () => {
    const response = await send(`${server.url}${DOCS_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain(`spec-url="${OPENAPI_PATH}"`);
    const origin = new URL(server.url).origin;
    expect((page.match(/https?:\/\/[^\s"'<>]+/g) ?? []).filter((url) => new URL(url).origin !== origin)).toEqual([]);
    // What the page would still reach for elsewhere (Redocly's logo), its policy refuses.
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*img-src 'self' data:/);
  });

  it('serves the script the docs page loads, from node_modules', async () => {
    const page = await (await send(`${server.url}${DOCS_PATH}`)).text();
    const scripts = [...page.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    const script = await send(new URL(scripts[0]!, server.url).href);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('Redoc');
  });
});

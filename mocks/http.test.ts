import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/shared/api/wire';
import { DEMO_LOGIN } from './db/demo-member';
import { PROVIDER_STATES_PATH, startMockHttpServer } from './http';

// The unit setup's msw server intercepts fetch in this process too: `bypass` sends these
// requests over the network, to the real HTTP server under test.
const send = (url: string, init?: RequestInit) => fetch(bypass(new Request(url, init)));

describe('startMockHttpServer', () => {
  let server: Awaited<ReturnType<typeof startMockHttpServer>>;
  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0, providerStates: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a form call with the envelope and CORS headers', async () => {
    const response = await send(`${server.url}/rpi/websitenews/officialNewsList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://elsewhere.test' },
      body: 'category=0&title=&countryId=617&pageNum=1&pageSize=5',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const envelope = await response.json();
    expect(envelope).toMatchObject({ code: 100, data: { total: 48 } });
    expect(envelope.data.list).toHaveLength(5);
  });

  it('logs the demo member in', async () => {
    const response = await send(`${server.url}/rps/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `username=${DEMO_LOGIN.account}&password=${hashPassword(DEMO_LOGIN.password)}`,
    });
    await expect(response.json()).resolves.toMatchObject({ code: 100, data: { username: 'demo' } });
  });

  it('answers a CORS preflight allowing the Authorization header', async () => {
    const response = await send(`${server.url}/rpi/websitenews/newsInfo`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://elsewhere.test', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('sets up provider states, and refuses unknown ones', async () => {
    const post = (body: unknown) =>
      send(`${server.url}${PROVIDER_STATES_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const known = await post({ state: 'news item {id} exists', params: { id: 1 }, action: 'setup' });
    await expect(known.json()).resolves.toEqual({ id: 1 });
    expect((await post({ state: 'no such state' })).status).toBe(400);
  });

  it('answers 404 outside the API', async () => {
    expect((await send(`${server.url}/index.html`)).status).toBe(404);
  });
});

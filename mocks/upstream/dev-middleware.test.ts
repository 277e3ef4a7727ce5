import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mswServer } from '../node';
import { createUpstreamMiddleware } from './dev-middleware';
import { readUpstreamSettings } from './settings';
import { startStubUpstream } from './stub-upstream';

// As in pass-through.test.ts: msw would answer the middleware's own fetch to the stub upstream.
beforeAll(() => mswServer.close());
afterAll(() => mswServer.listen({ onUnhandledFrame: 'error' }));

describe('the dev server middleware', () => {
  let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
  let devUrl: string;
  let closeDev: () => void;
  beforeAll(async () => {
    upstream = await startStubUpstream((request) => ({ body: JSON.stringify({ code: 100, msg: 'real', data: { body: request.body } }) }));
    const middleware = await createUpstreamMiddleware(readUpstreamSettings({ upstream: upstream.url, pass: 'news.*' })!);
    // As the dev server mounts it: the mount point is stripped before the middleware sees the URL.
    const dev = createServer((incoming, outgoing) => void middleware(incoming, outgoing, () => outgoing.writeHead(500).end()));
    await new Promise<void>((resolve) => dev.listen(0, '127.0.0.1', resolve));
    devUrl = `http://127.0.0.1:${(dev.address() as AddressInfo).port}`;
    closeDev = () => dev.close();
  });
  afterAll(async () => {
    closeDev();
    await upstream.close();
  });

  it("answers a call the settings pass from the upstream, as the worker's fetch gets it", async () => {
    const answered = await fetch(`${devUrl}/rpi/websitenews/newsInfo`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'id=4' });
    expect(answered.headers.get('x-mock-source')).toBe('upstream');
    await expect(answered.json()).resolves.toEqual({ code: 100, msg: 'real', data: { body: 'id=4' } });
  });

  it('leaves the others to the worker: 404 with X-Mock-Source: fake, the upstream not asked', async () => {
    const before = upstream.requests.length;
    const left = await fetch(`${devUrl}/rpi/websiteshop/shopList`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'countryId=617' });
    expect(left.status).toBe(404);
    expect(left.headers.get('x-mock-source')).toBe('fake');
    expect(upstream.requests.length).toBe(before);
  });
});

import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { callApi } from './client';
import { defineCall } from './define-call';
import { hashPassword } from './password';

const echo = defineCall({
  name: 'test.echo',
  path: '/rpi/test/echo',
  transport: 'form',
  access: 'public',
  request: z.object({ name: z.string(), page: z.number() }),
  answer: z.object({ ok: z.boolean() }),
});

const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
const context = { origin: 'https://api.example.test', token: null, language: 'ja' };

describe('callApi', () => {
  it('sends form calls as an urlencoded POST with the language header and no token', async () => {
    const fetch = answer({ code: 100, msg: '', data: { ok: true } });
    await expect(callApi(echo, { name: 'a b', page: 2 }, { ...context, fetch })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.test/rpi/test/echo');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('name=a+b&page=2');
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headers.get('Accept-Language')).toBe('ja');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the raw token as Authorization when there is a session', async () => {
    const fetch = answer({ code: 100, msg: '', data: { ok: true } });
    await callApi(echo, { name: 'x', page: 1 }, { ...context, token: 'abc123', fetch });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('Authorization')).toBe('abc123');
  });

  it('rejects code 198 as unauthorized', async () => {
    const fetch = answer({ code: 198, msg: 'token expired', data: null });
    await expect(callApi(echo, { name: 'x', page: 1 }, { ...context, fetch })).rejects.toMatchObject({
      kind: 'unauthorized',
      code: 198,
    });
  });

  it("rejects any other code with the server's message", async () => {
    const fetch = answer({ code: 101, msg: 'Account or password is incorrect', data: null });
    await expect(callApi(echo, { name: 'x', page: 1 }, { ...context, fetch })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Account or password is incorrect',
    });
  });

  it('reports network failures and answers that break the schema', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(callApi(echo, { name: 'x', page: 1 }, { ...context, fetch: offline })).rejects.toMatchObject({
      kind: 'network',
    });
    const wrong = answer({ code: 100, msg: '', data: { ok: 'yes' } });
    await expect(callApi(echo, { name: 'x', page: 1 }, { ...context, fetch: wrong })).rejects.toMatchObject({
      kind: 'invalid-answer',
    });
  });

  it('reports a timeout as such', async () => {
    const slow = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(
      callApi(echo, { name: 'x', page: 1 }, { ...context, fetch: slow as typeof fetch, timeoutMs: 20 }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('hashPassword', () => {
  it('is the uppercase MD5 of the password plus "kitekey"', () => {
    expect(hashPassword('darts123')).toBe('FD4F346B3D4348DCDCB288498BE1CD60');
  });
});

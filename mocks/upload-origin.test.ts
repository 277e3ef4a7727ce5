// @vitest-environment node
/**
 * The addresses of uploads over the fake backend's HTTP server (api-reference sections 1 and 4):
 * built from the server's own origin, never from the request's Host header, and the only portraits
 * updateAccountInfo stores. A member who could choose the host would make every friend's client
 * load their portrait from any server.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, type Envelope } from '@/shared/api/wire';
import { db } from './db/collections';
import { DEMO_LOGIN, DEMO_MEMBER_ID } from './db/demo-member';
import { startMockHttpServer } from './http';
import { pngHeader } from './test-support';

type Server = Awaited<ReturnType<typeof startMockHttpServer>>;

/**
 * One request over a raw socket, with the Host header the client chooses (fetch would send the
 * real one). Answers the status and the body.
 */
function send(server: Server, request: { path: string; host?: string; headers?: Record<string, string>; body: Uint8Array | string }): Promise<{ status: number; body: string }> {
  const { port, hostname } = new URL(server.url);
  const body = typeof request.body === 'string' ? Buffer.from(request.body) : Buffer.from(request.body);
  const headers = { Host: request.host ?? `${hostname}:${port}`, 'Accept-Language': 'en', Connection: 'close', 'Content-Length': String(body.byteLength), ...request.headers };
  const head = `POST ${request.path} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      resolve({ status: Number(text.slice(9, 12)), body: text.slice(split + 4) });
    });
    socket.end(Buffer.concat([Buffer.from(head), body]));
  });
}

const envelope = async (answer: Promise<{ body: string }>): Promise<Envelope> => JSON.parse((await answer).body) as Envelope;


async function uploadAs(server: Server, token: string, host?: string): Promise<Envelope> {
  const form = new FormData();
  form.append('path', '1');
  form.append('image', new Blob([pngHeader(64, 64)], { type: 'image/png' }), 'portrait.png');
  // Encoded once by a Request, so the raw client can send its bytes with their boundary.
  const encoded = new Request('http://localhost', { method: 'POST', body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return envelope(send(server, { path: '/rpi/picture/uploadAbsolutelyPictures', ...(host ? { host } : {}), headers: { Authorization: token, 'Content-Type': encoded.headers.get('content-type')! }, body }));
}

const logIn = async (server: Server, account: string = DEMO_LOGIN.account, password: string = DEMO_LOGIN.password) =>
  (
    (await envelope(
      send(server, {
        path: '/rps/login',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `username=${account}&password=${hashPassword(password)}`,
      }),
    )) as Envelope & { data: { token: string } }
  ).data.token;

const savePortrait = (server: Server, token: string, portrait: string, host?: string) =>
  envelope(
    send(server, {
      path: '/rpi/websitsMember/updateAccountInfo',
      ...(host ? { host } : {}),
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ memberId: DEMO_MEMBER_ID, countryId: 617, email: 'demo@example.com', nickname: 'Demo Player', portrait, acceptMail: 1 }),
    }),
  );

const portraitOfDemo = () => db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!.portrait;

describe('upload addresses over HTTP', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers an upload's address on the server's own origin, whatever Host the client sent", async () => {
    const token = await logIn(server);
    for (const host of ['evil.example', 'evil.example:8443', 'localhost']) {
      const answer = await uploadAs(server, token, host);
      expect(answer).toMatchObject({ code: 100, data: expect.stringMatching(new RegExp(`^${server.url}/rpi/picture/uploads/[0-9a-f]{32}\\.png$`)) });
    }
  });

  it('stores only a portrait the member uploaded here: not the same file on the host the client named', async () => {
    const token = await logIn(server);
    const { data: url } = (await uploadAs(server, token, 'evil.example')) as Envelope & { data: string };
    const elsewhere = `http://evil.example${new URL(url).pathname}`;
    await expect(savePortrait(server, token, elsewhere, 'evil.example')).resolves.toMatchObject({ code: 101, msg: 'The portrait must be an image you uploaded' });
    expect(portraitOfDemo()).not.toBe(elsewhere);
    // The address the upload answered, or its path, is stored on the server's own origin.
    await expect(savePortrait(server, token, new URL(url).pathname, 'evil.example')).resolves.toMatchObject({ code: 100 });
    expect(portraitOfDemo()).toBe(url);
  });

  it("refuses another member's upload, an outside address and a made-up upload path", async () => {
    const token = await logIn(server);
    const friend = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID + 1 }))!;
    const { data: theirs } = (await uploadAs(server, await logIn(server, friend.account, 'darts123'))) as Envelope & { data: string };
    const before = portraitOfDemo();
    for (const portrait of [theirs, 'https://tracker.example/pixel.gif', `${server.url}/rpi/picture/uploads/${'0'.repeat(32)}.png`, `/rpi/picture/uploads/${'f'.repeat(32)}.png`]) {
      await expect(savePortrait(server, token, portrait)).resolves.toMatchObject({ code: 101, msg: 'The portrait must be an image you uploaded' });
    }
    expect(portraitOfDemo()).toBe(before);
  });
});

describe('an HTTP server told its public origin', () => {
  it('answers upload addresses on that origin (a server behind a proxy, or listening on every address)', async () => {
    const server = await startMockHttpServer({ port: 0, origin: 'https://darts-api.example.test' });
    try {
      const answer = await uploadAs(server, await logIn(server));
      expect(answer).toMatchObject({ code: 100, data: expect.stringMatching(/^https:\/\/darts-api\.example\.test\/rpi\/picture\/uploads\/[0-9a-f]{32}\.png$/) });
    } finally {
      await server.close();
    }
  });
});

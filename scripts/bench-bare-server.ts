/**
 * The baseline of `npm run bench:mock`: a bare node:http server that answers each request as the
 * fake backend (the origin in argv) answered it the first time: the first request of a kind (the
 * warm-up) is passed on and its answer kept, every later one is replayed from memory byte for byte.
 * Says its port on stdout as mocks/serve.ts does; exits when its stdin closes (the benchmark ended).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestKey } from './bench-lib';

const fakeOrigin = process.argv[2];
const PASSED_ON = ['content-type', 'accept-language', 'authorization'];
const answers = new Map<string, Promise<{ status: number; headers: Record<string, string>; bytes: Buffer }>>();

async function record(url: string, headers: Record<string, string | string[] | undefined>, body: string) {
  const answer = await fetch(`${fakeOrigin}${url}`, { method: 'POST', body, headers: Object.fromEntries(PASSED_ON.flatMap((name) => (headers[name] ? [[name, String(headers[name])]] : []))) });
  const bytes = Buffer.from(await answer.arrayBuffer());
  return { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? '', 'content-length': String(bytes.byteLength) }, bytes };
}

const server = createServer((incoming, outgoing) => {
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    // The key leaves the Authorization header out: a fresh token is answered as the recorded one.
    const key = requestKey(incoming.method ?? 'POST', incoming.url ?? '/', body);
    if (!answers.has(key)) answers.set(key, record(incoming.url ?? '/', incoming.headers, body));
    void answers.get(key)!.then(({ status, headers, bytes }) => outgoing.writeHead(status, headers).end(bytes), () => outgoing.writeHead(502).end());
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`));
process.stdin.on('close', () => process.exit(0)).resume();

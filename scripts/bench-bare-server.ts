/**
 * The baseline of `npm run bench:mock`: a bare node:http server that replays recorded answers.
 * Started by scripts/bench-mock.ts as a child process with an IPC channel: it receives the
 * recordings (key → status, content type, body), listens on a free 127.0.0.1 port and sends the
 * port back. It reads each request's body (the key needs it) and writes the recorded bytes.
 * It exits when its parent disconnects, so it never outlives the benchmark.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestKey } from './bench-lib';

export interface Recording {
  status: number;
  contentType: string;
  body: Uint8Array;
}

export type BareServerMessage = { recordings: Array<[string, Recording]> };

if (!process.send) {
  console.error('bench-bare-server runs as a child of scripts/bench-mock.ts (it needs an IPC channel).');
  process.exit(2);
}

process.once('disconnect', () => process.exit(0));

process.once('message', (message: BareServerMessage) => {
  const answers = new Map(
    message.recordings.map(([key, { status, contentType, body }]) => [
      key,
      { status, headers: { 'content-type': contentType, 'content-length': String(body.byteLength) }, body: Buffer.from(body) },
    ]),
  );

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const key = requestKey(incoming.method ?? 'GET', incoming.url ?? '/', Buffer.concat(chunks).toString('utf8'));
      const answer = answers.get(key);
      if (!answer) return void outgoing.writeHead(404, { 'content-type': 'text/plain' }).end(`not recorded: ${key}`);
      outgoing.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    process.send!({ port: (server.address() as AddressInfo).port });
  });
});

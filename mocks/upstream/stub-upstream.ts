import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the stub upstream got it. */
export interface StubbedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An answer of the stub: what a real API would send. */
export interface StubAnswer {
  status?: number;
  contentType?: string;
  body: string;
  headers?: Record<string, string>;
  /** How long the stub waits before it answers. */
  delayMs?: number;
}

/** For tests: a tiny real API on node:http that notes every request and answers what `answer` says. */
export async function startStubUpstream(answer: (request: StubbedRequest) => StubAnswer) {
  const requests: StubbedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = { method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const { status = 200, contentType = 'application/json', body, headers = {}, delayMs = 0 } = answer(request);
      setTimeout(() => {
        if (outgoing.destroyed) return;
        outgoing.writeHead(status, { 'content-type': contentType, ...headers });
        outgoing.end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address nothing listens on: a port just freed. */
export async function unreachableUrl(): Promise<string> {
  const stub = await startStubUpstream(() => ({ body: '' }));
  await stub.close();
  return stub.url;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { toFetchRequest } from '../node-request';
import { createPassThrough } from './pass-through';
import { LEFT_TO_FAKE, SOURCE_HEADER } from './passes';
import type { UpstreamSettings } from './settings';

const readAll = async (incoming: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * The dev server's side of pass-through (`npm run dev` with MOCK_UPSTREAM or MOCK_REPLAY): the
 * browser cannot call a real API on another origin, so the fake backend's worker sends the calls
 * that may leave it here (`/__mock/upstream/<API path>`, the mount point stripped by the dev
 * server), and this runs the same pass-through as `mock:serve`. A call it does not take is answered
 * 404 with `X-Mock-Source: fake`: the worker answers it from its own data.
 */
export async function createUpstreamMiddleware(settings: UpstreamSettings) {
  const passThrough = await createPassThrough(settings);
  return async (incoming: IncomingMessage, outgoing: ServerResponse, next: (error?: unknown) => void): Promise<void> => {
    try {
      const url = new URL(incoming.url ?? '/', 'http://dev-server');
      const method = incoming.method ?? 'GET';
      const request = toFetchRequest(url, incoming, method === 'GET' || method === 'HEAD' ? null : await readAll(incoming));
      const passed = await passThrough.pick(request);
      const response = passed ? await passed.answer() : new Response(null, { status: 404, headers: { [SOURCE_HEADER]: LEFT_TO_FAKE } });
      const answer = Buffer.from(await response.arrayBuffer());
      outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), 'cache-control': 'no-store', 'content-length': answer.byteLength });
      outgoing.end(answer);
    } catch (error) {
      next(error);
    }
  };
}

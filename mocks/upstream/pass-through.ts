import type { AnswerSource } from '../inspector/call-log';
import { redact } from '../inspector/redact';
import { forwardRequest } from './forward';
import { createRecorder } from './recorder';
import { API_PATH, passesUpstream } from './passes';
import { loadReplay } from './replay';
import { requestParams } from '../inspector/request-params';
import type { UpstreamSettings } from './settings';

/** A request the fake backend does not answer: where it goes instead, and its parameters as the call log shows them. */
export interface Passed {
  source: Exclude<AnswerSource, 'fake'>;
  /** The parameters as sent, secrets redacted. */
  params: unknown;
  answer(signal?: AbortSignal): Promise<Response>;
}

/**
 * Decides, for `mock:serve` and the dev server alike, who answers a request: a recorded answer
 * that matches it (`replay`), else the upstream for the calls `pass` selects (recording what it
 * answers), else the fake backend (`pick` answers null).
 */
export async function createPassThrough(settings: UpstreamSettings, { timeoutMs }: { timeoutMs?: number } = {}) {
  const { upstream, pass, record } = settings;
  const replay = settings.replay ? await loadReplay(settings.replay) : null;
  const recorder = upstream && record ? createRecorder(record) : null;

  return {
    settings,
    /** How many recorded answers the replay holds, from how many files. */
    replayed: replay && { answers: replay.size, files: replay.files },
    async pick(request: Request): Promise<Passed | null> {
      const url = new URL(request.url);
      if (!API_PATH.test(url.pathname)) return null;
      const params = requestParams(url, request.headers.get('content-type'), await request.clone().text());
      const replayed = replay?.answer(request.method, url.pathname, params);
      if (replayed) return { source: 'replay', params: redact(params), answer: async () => replayed };
      if (!upstream || !passesUpstream(pass, url.pathname)) return null;
      return {
        source: 'upstream',
        params: redact(params),
        async answer(signal) {
          const { response, exchange } = await forwardRequest(request, upstream, { ...(signal ? { signal } : {}), ...(timeoutMs ? { timeoutMs } : {}) });
          // Awaited, so the exchange is on disk before its answer reaches the client: one file write per call.
          if (exchange && recorder) {
            await recorder.record(exchange).catch((error: unknown) => console.error(`[fake backend] could not record ${url.pathname} into ${record}`, error));
          }
          return response;
        },
      };
    },
  };
}

export type PassThrough = Awaited<ReturnType<typeof createPassThrough>>;

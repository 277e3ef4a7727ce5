import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { responseOfEntry, type HarEntry, type HarLog } from './har';
import { SOURCE_HEADER } from './passes';
import { matchKeyOf, requestParams } from '../inspector/request-params';

function keyOfEntry({ request }: HarEntry): string {
  const url = new URL(request.url);
  const contentType = request.postData?.mimeType ?? request.headers.find(({ name }) => name.toLowerCase() === 'content-type')?.value ?? null;
  return matchKeyOf(request.method, url.pathname, requestParams(url, contentType, request.postData?.text ?? ''));
}

/**
 * The recorded answers of every `.har` file in `dir` (any HAR, also one saved from a browser's
 * DevTools), by what a request must share to get one (request-params.ts, matchKeyOf). Where several
 * entries match, the one recorded last answers: the latest word of the real API.
 */
export async function loadReplay(dir: string) {
  const byKey = new Map<string, HarEntry>();
  const files = (await readdir(dir)).filter((name) => name.endsWith('.har')).sort();
  for (const name of files) {
    const log = JSON.parse(await readFile(join(dir, name), 'utf8')) as Partial<HarLog>;
    const entries = [...(log.log?.entries ?? [])].sort((a, b) => Date.parse(a.startedDateTime) - Date.parse(b.startedDateTime));
    for (const entry of entries) byKey.set(keyOfEntry(entry), entry);
  }
  return {
    size: byKey.size,
    files: files.length,
    /** The recorded answer to a request with these parameters, or null when none was recorded. */
    answer(method: string, pathname: string, params: Record<string, unknown>): Response | null {
      const entry = byKey.get(matchKeyOf(method, pathname, params));
      if (!entry) return null;
      const { status, statusText, contentType, body } = responseOfEntry(entry);
      const empty = status === 204 || status === 205 || status === 304;
      return new Response(empty ? null : body, { status, statusText, headers: { 'content-type': contentType, [SOURCE_HEADER]: 'replay' } });
    },
  };
}

export type Replay = Awaited<ReturnType<typeof loadReplay>>;

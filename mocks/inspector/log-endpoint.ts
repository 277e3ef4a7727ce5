import type { CallLog } from './call-log';

/**
 * `/__mock/log`: GET lists the calls answered (newest last; `?after=<id>` only those after one),
 * DELETE forgets them.
 */
export function answerLog(log: CallLog, method: string, url: URL): Response {
  if (method === 'DELETE') {
    log.clear();
    return Response.json({ calls: [] });
  }
  if (method !== 'GET') return new Response(`${method} is not allowed`, { status: 405, headers: { allow: 'GET, DELETE' } });
  const after = Number(url.searchParams.get('after') ?? 0);
  return Response.json({ calls: log.list(Number.isInteger(after) && after > 0 ? after : 0) });
}

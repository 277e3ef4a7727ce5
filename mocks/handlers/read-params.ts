import type { Transport } from '@/shared/api/wire';

/** The request body could not be read in the call's encoding (answered as an invalid "body"). */
export class UnreadableBodyError extends Error {
  override readonly name = 'UnreadableBodyError';
}

type Params = Record<string, unknown>;

/** Repeated keys become arrays, as a servlet's parameter map would give them. */
function entriesToParams(entries: Iterable<[string, FormDataEntryValue]>): Params {
  const params: Params = {};
  for (const [key, value] of entries) {
    const previous = params[key];
    params[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return params;
}

const isPlainObject = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A call's raw parameters, read the way the real backend reads them. The query string always
 * counts: F calls accept their parameters from the query or the form body alike (older
 * clients sent them in the URL), and a body value wins over a query value of the same name.
 * A J call's body may also be a bare JSON array (itemtemplate/delete), returned as is.
 */
export async function readCallParams(transport: Transport, request: Request): Promise<unknown> {
  const query = entriesToParams(new URL(request.url).searchParams);
  switch (transport) {
    case 'get':
      return query;
    case 'form': {
      const body = await request.text();
      return { ...query, ...entriesToParams(new URLSearchParams(body)) };
    }
    case 'json': {
      const body = await request.text();
      if (body.trim() === '') return query;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new UnreadableBodyError('body is not JSON');
      }
      return isPlainObject(parsed) ? { ...query, ...parsed } : parsed;
    }
    case 'multipart': {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw new UnreadableBodyError('body is not multipart/form-data');
      }
      return { ...query, ...entriesToParams(form.entries()) };
    }
  }
}

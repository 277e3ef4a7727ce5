import type { Transport } from './define-call';

type Params = Record<string, unknown>;

const toText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

const toSearchParams = (params: Params): URLSearchParams => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.append(key, toText(value));
  }
  return search;
};

export interface EncodedRequest {
  method: 'GET' | 'POST';
  /** Query string (with its `?`) or an empty string. */
  query: string;
  body?: BodyInit;
  contentType?: string;
}

/** Puts the parameters where the transport wants them. Credentials never go in the URL. */
export const encodeRequest = (transport: Transport, params: unknown): EncodedRequest => {
  switch (transport) {
    case 'get': {
      const query = toSearchParams((params ?? {}) as Params).toString();
      return { method: 'GET', query: query ? `?${query}` : '' };
    }
    case 'form':
      return {
        method: 'POST',
        query: '',
        body: toSearchParams((params ?? {}) as Params).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'json':
      return { method: 'POST', query: '', body: JSON.stringify(params ?? {}), contentType: 'application/json' };
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of Object.entries((params ?? {}) as Params)) {
        if (value instanceof Blob) form.append(key, value);
        else if (value !== undefined) form.append(key, toText(value));
      }
      // The browser sets the multipart boundary itself.
      return { method: 'POST', query: '', body: form };
    }
  }
};

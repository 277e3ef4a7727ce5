import { describe, expect, it } from 'vitest';
import { encodeRequest } from './encode';

describe('encodeRequest', () => {
  it('puts GET parameters in the query string and sends no body', () => {
    expect(encodeRequest('get', { playerId: 7, q: 'a&b' })).toEqual({ method: 'GET', query: '?playerId=7&q=a%26b' });
    expect(encodeRequest('get', {})).toEqual({ method: 'GET', query: '' });
  });

  it('sends form calls as an urlencoded body, never in the URL', () => {
    const request = encodeRequest('form', { username: 'demo', password: 'HASH', skipped: undefined, empty: null });
    expect(request).toMatchObject({ method: 'POST', query: '', contentType: 'application/x-www-form-urlencoded' });
    expect(request.body).toBe('username=demo&password=HASH&empty=');
  });

  it('sends JSON calls as a JSON body, bare arrays included', () => {
    expect(encodeRequest('json', { itemIds: [1, 0, 2] })).toMatchObject({
      method: 'POST',
      body: '{"itemIds":[1,0,2]}',
      contentType: 'application/json',
    });
    expect(encodeRequest('json', [3, 4]).body).toBe('[3,4]');
  });

  it('sends files as multipart form data and lets the browser set the boundary', () => {
    const image = new Blob(['png'], { type: 'image/png' });
    const request = encodeRequest('multipart', { image, path: 1 });
    expect(request.contentType).toBeUndefined();
    const form = request.body as FormData;
    expect(form.get('path')).toBe('1');
    expect(form.get('image')).toBeInstanceOf(Blob);
  });
});

import { describe, expect, it } from 'vitest';
import { calls } from '@/shared/api/wire';
import { OUTBOX_PATH } from '../handlers/registration';
import { UPLOADS_PATH } from '../rules/uploads';
import { ANSWERED_PATH } from './answered-paths';
import { WORKER_PATHS } from './worker-protocol';

const url = (path: string) => new URL(path, 'https://demo.example').pathname;

describe('what the demo service worker hands to the fake backend', () => {
  it('every call of the API, the uploads it serves and its developer channel (the outbox, what the page asks its worker)', () => {
    const paths = [...Object.values(calls).map((call) => call.path), `${UPLOADS_PATH}a.png`, OUTBOX_PATH, ...Object.values(WORKER_PATHS).map((path) => `/portal/${path}`)];
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !ANSWERED_PATH.test(url(path)))).toEqual([]);
  });

  it('the spellings of a call path the fake backend refuses itself (other letter case, an escaped slash)', () => {
    for (const path of ['/RPI/websitenews/officialNewsList', '/rps%2Flogin', '/portal/rpi/x']) expect(ANSWERED_PATH.test(url(path))).toBe(true);
  });

  it('none of what the page loads from the static host', () => {
    const assets = ['/', '/News', '/assets/index-abc.js', '/assets/style-abc.css', '/media/news/1.jpg', '/flags/617.svg', '/favicon.svg', '/mockServiceWorker.js', '/assets/en-news-abc.js', '/rpix/a', '/drpi/a'];
    expect(assets.filter((path) => ANSWERED_PATH.test(url(path)))).toEqual([]);
  });
});

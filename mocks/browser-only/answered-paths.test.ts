import { describe, expect, it } from 'vitest';
import { calls } from '@/shared/api/wire';
import { MOCK_PATHS } from '../mock-paths';
import { UPLOADS_PATH } from '../rules/uploads';
import { ANSWERED_PATH, routeOf } from './answered-paths';

const url = (path: string) => new URL(path, 'https://demo.example').pathname;

describe('what the demo service worker hands to the fake backend', () => {
  it('every call of the API, the uploads it serves and its own endpoints (the outbox, what the page asks its worker), at the root or under a base path', () => {
    const ownPaths = Object.values(MOCK_PATHS).flatMap((path) => [`/${path}`, `/portal/${path}`]);
    const paths = [...Object.values(calls).map((call) => call.path), `${UPLOADS_PATH}a.png`, ...ownPaths];
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !ANSWERED_PATH.test(url(path)))).toEqual([]);
  });

  it('the spellings of a call path the fake backend refuses itself (other letter case, an escaped slash)', () => {
    for (const path of ['/RPI/websitenews/officialNewsList', '/rps%2Flogin', '/portal/rpi/x']) expect(ANSWERED_PATH.test(url(path))).toBe(true);
  });

  it('none of what the page loads from the static host', () => {
    const assets = ['/', '/News', '/assets/index-abc.js', '/assets/style-abc.css', '/media/news/1.jpg', '/flags/617.svg', '/favicon.svg', '/mockServiceWorker.js', '/assets/en-news-abc.js', '/rpix/a', '/drpi/a', '/__mocks/a'];
    expect(assets.filter((path) => ANSWERED_PATH.test(url(path)))).toEqual([]);
  });

  it('not the old prefixes of its own endpoints (`/__dev/`, `/__pact/`), which are gone', () => {
    for (const path of ['/__dev/outbox', '/__dev/tab', '/__pact/provider-states']) expect(ANSWERED_PATH.test(url(path))).toBe(false);
  });

  it("routes a path the same way at the root and under a base path, the app's calls being at the root either way", () => {
    expect(routeOf('/rpi/websitenews/officialNewsList', '/')).toBe('rpi/websitenews/officialNewsList');
    expect(routeOf(`/${MOCK_PATHS.tab}`, '/')).toBe(MOCK_PATHS.tab);
    expect(routeOf('/rpi/websitenews/officialNewsList', '/portal/')).toBe('rpi/websitenews/officialNewsList');
    expect(routeOf(`/portal/${MOCK_PATHS.tab}`, '/portal/')).toBe(MOCK_PATHS.tab);
  });
});

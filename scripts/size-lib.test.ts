import { describe, expect, it } from 'vitest';
import { dotPaths, fakeBackendDetectors, findAll, formatTable, publishingDetectors, staticClosure, type BuiltFile } from './size-lib';

const file = (name: string, text: string | null, map: object | string | null = null): BuiltFile => ({
  name,
  text,
  map: typeof map === 'object' && map !== null ? JSON.stringify(map) : map,
});
const found = (files: BuiltFile[], detectors = [...fakeBackendDetectors, ...publishingDetectors]) =>
  findAll(files, detectors).map(({ file, detector, evidence }) => `${file} ${detector.name}: ${evidence}`);

describe('size-lib', () => {
  it('follows static imports transitively, once each, in load order, past a cycle', () => {
    const manifest = { 'index.html': { file: 'a.js', imports: ['_b.js', '_c.js'] }, '_b.js': { file: 'b.js', imports: ['_c.js', 'index.html'] }, '_c.js': { file: 'c.js' } };
    expect(staticClosure(manifest, ['index.html', '_c.js'])).toEqual(['index.html', '_b.js', '_c.js']);
  });

  it('finds each fake-backend library by source map and by marker, and each published problem', () => {
    const map = { sources: ['../../node_modules/msw/lib/core/index.mjs', '..\\..\\mocks\\db\\seed.ts', '../../src/app/main.tsx'] };
    expect(found([file('assets/a.js', 'console.warn("[MSW] x");throw Error("faker-js/faker")//# sourceMappingURL=a.js.map', map)])).toEqual([
      'assets/a.js msw: source map: ../../node_modules/msw/lib/core/index.mjs',
      'assets/a.js msw: marker "[MSW]": "[MSW]"',
      'assets/a.js @faker-js/faker: marker "faker-js/faker": "faker-js/faker"',
      'assets/a.js mocks/ (the fake backend): source map: ../../mocks/db/seed.ts',
      'assets/a.js sourceMappingURL comment: # sourceMappingURL=a.js.map',
    ]);
    expect(found([file('assets/a.js.map', null), file('b.css', '/*# sourceMappingURL=b.css.map */'), file('c.js', 'p:"darts123"')])).toEqual([
      'assets/a.js.map source map file: assets/a.js.map',
      'b.css sourceMappingURL comment: # sourceMappingURL=b.css.map */',
      'c.js demo-only string "darts123": darts123',
    ]);
  });

  it('finds nothing in app code, prose about source maps, media, or a missing or broken map', () => {
    const appMap = { sources: ['../../src/pages/news/ui/news-page.tsx', '../../node_modules/react/index.js'] };
    const clean = [file('a.js', 'const mocks = "news"; // no sourcemap here', appMap), file('index.html', '<p>sourceMappingURL is a comment name</p>')];
    expect(found([...clean, file('media/promo.mp4', null), file('b.js', 'const a = 1;', '{not json')])).toEqual([]);
  });

  it('renders an aligned table, numbers to the right', () => {
    expect(formatTable(['page', 'gzip'], [['/News', '12.0 kB'], ['/', '130.5 kB']])).toBe(
      ['page       gzip', '-----  --------', '/News   12.0 kB', '/      130.5 kB'].join('\n'),
    );
    expect(formatTable(['call', 'p50', 'ratio'], [['login', '1.25', '*3.10x'], ['award 0', '12.5', '-']])).toBe(
      ['call      p50   ratio', '-------  ----  ------', 'login    1.25  *3.10x', 'award 0  12.5       -'].join('\n'),
    );
  });
});

describe('dotPaths', () => {
  it("finds the files a build must not publish under a dot-path, on either platform's separator", () => {
    const names = ['index.html', 'assets/app-1.js', '.vite/manifest.json', 'assets/.hidden', '.well-known\\x.txt', 'News/index.html', 'a.b/c.js'];
    expect(dotPaths(names)).toEqual(['.vite/manifest.json', 'assets/.hidden', '.well-known\\x.txt']);
  });
});

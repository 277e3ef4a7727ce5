import { describe, expect, it } from 'vitest';
import {
  findEntry,
  findFakeBackend,
  findPublishingProblems,
  findRouteChunk,
  formatTable,
  gzipSize,
  isTextFile,
  measureFiles,
  pageLoad,
  staticClosure,
  sum,
  type Manifest,
} from './size-lib';

/** A small app: entry → vendor; lazy pages news, news-info and home; a lazy fake backend. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b2.js'],
    dynamicImports: ['src/pages/news/index.ts', 'src/pages/news-info/index.ts', 'mocks/browser.ts'],
    css: ['assets/index-c3.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js', name: 'vendor' },
  '_api-d4.js': { file: 'assets/api-d4.js', name: 'api', imports: ['_vendor-b2.js'] },
  'src/pages/news/index.ts': {
    file: 'assets/index-n5.js',
    src: 'src/pages/news/index.ts',
    isDynamicEntry: true,
    imports: ['_api-d4.js', '_vendor-b2.js'],
    dynamicImports: ['src/pages/home/index.ts'],
  },
  'src/pages/news-info/index.ts': {
    file: 'assets/index-i6.js',
    src: 'src/pages/news-info/index.ts',
    isDynamicEntry: true,
    imports: ['_api-d4.js'],
  },
  'src/pages/home/index.ts': { file: 'assets/index-h7.js', src: 'src/pages/home/index.ts', isDynamicEntry: true },
  'mocks/browser.ts': { file: 'assets/browser-m8.js', src: 'mocks/browser.ts', isDynamicEntry: true },
};

describe('reading the manifest', () => {
  it('finds the HTML entry and follows static imports transitively, once each', () => {
    expect(findEntry(manifest)).toBe('index.html');
    expect(staticClosure(manifest, ['src/pages/news/index.ts'])).toEqual([
      'src/pages/news/index.ts',
      '_api-d4.js',
      '_vendor-b2.js',
    ]);
    expect(() => staticClosure(manifest, ['nope.js'])).toThrow('no chunk "nope.js"');
  });

  it('finds a route chunk by source folder without confusing news with news-info, also when nested', () => {
    expect(findRouteChunk(manifest, 'src/pages/news/')).toBe('src/pages/news/index.ts');
    expect(findRouteChunk(manifest, 'src/pages/news-info/')).toBe('src/pages/news-info/index.ts');
    expect(findRouteChunk(manifest, 'src/pages/home/')).toBe('src/pages/home/index.ts');
    expect(findRouteChunk(manifest, 'src/pages/shop/')).toBeNull();
  });

  it('lists the JavaScript a visitor of a page loads: entry closure plus route closure, no CSS', () => {
    const load = pageLoad(manifest, 'src/pages/news/');
    expect(load.route).toBe('src/pages/news/index.ts');
    expect(load.files).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js', 'assets/index-n5.js', 'assets/api-d4.js']);
    expect(pageLoad(manifest, 'src/pages/shop/')).toEqual({
      route: null,
      chunks: ['index.html', '_vendor-b2.js'],
      files: ['assets/index-a1.js', 'assets/vendor-b2.js'],
    });
  });
});

describe('measuring', () => {
  it('sums raw and gzip sizes, gzip being the real compressed length', () => {
    const files: Record<string, Uint8Array> = {
      'a.js': new TextEncoder().encode('const a = 1;'.repeat(500)),
      'b.js': new TextEncoder().encode('export {}'),
    };
    const sizes = measureFiles(Object.keys(files), (file) => files[file]!);
    expect(sizes[0]).toMatchObject({ file: 'a.js', raw: 6000 });
    expect(sizes[0]!.gzip).toBeLessThan(200);
    expect(sum(sizes)).toEqual({ raw: 6009, gzip: sizes[0]!.gzip + sizes[1]!.gzip });
    expect(gzipSize('export {}')).toBe(sizes[1]!.gzip);
  });

  it('renders an aligned table', () => {
    expect(formatTable(['page', 'gzip'], [['/News', '12.0 kB'], ['/', '130.5 kB']])).toBe(
      ['page       gzip', '-----  --------', '/News   12.0 kB', '/      130.5 kB'].join('\n'),
    );
    expect(formatTable(['call', 'p50', 'ratio'], [['login', '1.25', '*3.10x'], ['award 0', '12.5', '-']])).toBe(
      ['call      p50   ratio', '-------  ----  ------', 'login    1.25  *3.10x', 'award 0  12.5       -'].join('\n'),
    );
  });
});

describe('finding the fake backend in output', () => {
  it('recognises each library by source map and by its markers', () => {
    const map = JSON.stringify({
      sources: ['../../node_modules/msw/lib/core/index.mjs', '../../mocks/db/seed.ts', '../../src/app/main.tsx'],
    });
    const findings = findFakeBackend('console.warn("[MSW] x");throw Error("faker-js/faker")', map);
    expect(findings.map((finding) => `${finding.part} ${finding.how} ${finding.detail}`)).toEqual([
      'msw source map ../../node_modules/msw/lib/core/index.mjs',
      'msw marker [MSW]',
      '@faker-js/faker marker faker-js/faker',
      'mocks/ (the fake backend) source map ../../mocks/db/seed.ts',
    ]);
  });

  it('finds nothing in app code, and tolerates a missing or broken source map', () => {
    const map = JSON.stringify({ sources: ['../../src/pages/news/ui/news-page.tsx', '../../node_modules/react/index.js'] });
    expect(findFakeBackend('const mocks = "news";', map)).toEqual([]);
    expect(findFakeBackend('const a = 1;', null)).toEqual([]);
    expect(findFakeBackend('const a = 1;', '{not json')).toEqual([]);
  });
});

describe('what a production build may publish', () => {
  it('flags a source map file, a sourceMappingURL comment in JavaScript or CSS, and the demo password', () => {
    expect(findPublishingProblems('assets/index-a1.js.map', '{"version":3}')).toEqual([
      { file: 'assets/index-a1.js.map', problem: 'source map file', detail: 'assets/index-a1.js.map' },
    ]);
    expect(findPublishingProblems('assets/index-a1.js', 'console.log(1);\n//# sourceMappingURL=index-a1.js.map\n')).toEqual([
      { file: 'assets/index-a1.js', problem: 'sourceMappingURL comment', detail: '# sourceMappingURL=index-a1.js.map' },
    ]);
    expect(findPublishingProblems('assets/index-c3.css', '.a{color:red}\n/*# sourceMappingURL=index-c3.css.map */')).toHaveLength(1);
    expect(findPublishingProblems('assets/ui-b2.js', 'const l={account:"demo",password:"darts123"};')).toEqual([
      { file: 'assets/ui-b2.js', problem: 'demo-only string', detail: 'darts123' },
    ]);
  });

  it('passes clean code, words that merely mention source maps, and media files', () => {
    expect(findPublishingProblems('assets/index-a1.js', 'const demo = null; // no sourcemap here')).toEqual([]);
    expect(findPublishingProblems('index.html', '<p>sourceMappingURL is a comment name</p>')).toEqual([]);
    expect(findPublishingProblems('media/promo.mp4', null)).toEqual([]);
    expect(isTextFile('assets/index-a1.js')).toBe(true);
    expect(isTextFile('.vite/manifest.json')).toBe(true);
    expect(isTextFile('media/promo.mp4')).toBe(false);
  });
});

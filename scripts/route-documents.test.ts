import { describe, expect, it } from 'vitest';
import { readRouteDocuments } from './route-documents';
import { routeDocuments, type RouteDocument } from './vite-plugins';

describe('the page paths that get an index.html of their own', () => {
  const documents = new Map(readRouteDocuments());

  it('are read from the router: home, every laid-out page, the download page and the member areas with their screens', () => {
    expect(documents.get('/')).toEqual(['src/pages/home/index.ts']);
    expect(documents.get('/News')).toEqual(['src/pages/news/index.ts']);
    expect(documents.get('/AdartsShop/ShopInfo')).toEqual(['src/pages/shop-info/index.ts']);
    expect(documents.get('/alpha/download')).toEqual(['src/pages/site/app-download/index.ts']);
    expect(documents.get('/MyPageIndex')).toEqual(['src/app/my-page-area.tsx']);
    expect(documents.get('/MyPageIndex/AllGameData')).toEqual(['src/app/my-page-area.tsx', 'src/pages/my-page/all-game-data/index.ts']);
    expect(documents.get('/ShopProp/ItemBuy')).toEqual(['src/app/item-shop-area.tsx', 'src/pages/item-shop/item-buy/index.ts']);
    // The index screen of an area is the area's own path.
    expect(documents.has('/MyPageIndex/overview')).toBe(false);
    expect(documents.size).toBeGreaterThanOrEqual(35);
  });
});

describe('routeDocuments (build plugin)', () => {
  type Emitted = { fileName: string; source: string };
  const template = '<html><head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head><body></body></html>';
  const run = (documents: readonly RouteDocument[]) => {
    const bundle: Record<string, object> = {
      'index.html': { type: 'asset', source: template },
      'assets/index-1.js': { type: 'chunk', fileName: 'assets/index-1.js', facadeModuleId: '/app/src/app/main.tsx', imports: [] },
      'assets/news-2.js': {
        type: 'chunk',
        fileName: 'assets/news-2.js',
        facadeModuleId: '/app/src/pages/news/index.ts',
        imports: ['assets/index-1.js', 'assets/card-3.js'],
      },
      'assets/card-3.js': { type: 'chunk', fileName: 'assets/card-3.js', imports: [] },
    };
    const emitted: Emitted[] = [];
    const plugin = routeDocuments(documents) as unknown as {
      configResolved(config: { base: string }): void;
      generateBundle(this: { emitFile(file: Emitted): void; error(message: string): never }, options: object, bundle: object): void;
    };
    plugin.configResolved({ base: '/' });
    plugin.generateBundle.call(
      {
        emitFile: (file) => emitted.push(file),
        error: (message) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
    return { emitted, index: (bundle['index.html'] as { source: string }).source };
  };

  it("writes a page's index.html that preloads its chunks, not what the app already loads", () => {
    const { emitted, index } = run([['/News', ['src/pages/news/index.ts']]]);
    expect(emitted.map((file) => file.fileName)).toEqual(['News/index.html']);
    const html = emitted[0]!.source;
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/news-2.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/card-3.js">');
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(index).toBe(template);
  });

  it('puts the home page in index.html itself, and refuses a page it cannot find', () => {
    const { emitted, index } = run([['/', ['src/pages/news/index.ts']]]);
    expect(emitted).toEqual([]);
    expect(index).toContain('href="/assets/news-2.js"');
    expect(() => run([['/Nowhere', ['src/pages/nowhere/index.ts']]])).toThrow(/no chunk for src\/pages\/nowhere/);
  });
});

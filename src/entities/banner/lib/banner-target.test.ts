import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

describe('bannerTarget', () => {
  it('names the page of an internal link, query and sub-pages included', () => {
    expect(bannerTarget('/Darts/DartsList')).toEqual({ kind: 'internal', to: '/Darts/DartsList', pageKey: 'columns:banner.page.columns' });
    expect(bannerTarget('/ShopActivitie?type=1')).toMatchObject({ kind: 'internal', pageKey: 'columns:banner.page.activities' });
    expect(bannerTarget('/')).toMatchObject({ kind: 'internal', pageKey: 'columns:banner.page.home' });
  });

  it('keeps http(s) links as external with their host', () => {
    expect(bannerTarget('https://www.adarts.example/league?x=1')).toEqual({
      kind: 'external',
      href: 'https://www.adarts.example/league?x=1',
      host: 'www.adarts.example',
    });
  });

  it('refuses protocol-relative, script and empty links', () => {
    expect(bannerTarget('//evil.example/')).toEqual({ kind: 'none' });
    expect(bannerTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(bannerTarget('')).toEqual({ kind: 'none' });
  });
});

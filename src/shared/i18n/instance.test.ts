import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { setUpI18n } from './instance';

/** A new instance set up as the app's, so the tests neither see nor disturb the app's own. */
const newI18n = async () => {
  const i18n = i18next.createInstance();
  await setUpI18n(i18n, 'en', { react: false });
  return i18n;
};

describe('translations as a page loads them', () => {
  it('start with the namespaces every page shows, in the current language only', async () => {
    const i18n = await newI18n();
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    // Forms' texts come with the pages that have forms.
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'news')).toBe(false);
    // The fallback language is not fetched up front.
    expect(i18n.hasResourceBundle('zh-CN', 'common')).toBe(false);
  });

  it("start with the first page's own namespaces too, in the same batch, and no other language", async () => {
    const i18n = i18next.createInstance();
    await setUpI18n(i18n, 'ja', { react: false, pageNamespaces: ['news', 'auth'] });
    expect(i18n.hasResourceBundle('ja', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ja', 'news')).toBe(true);
    expect(i18n.hasResourceBundle('ja', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'news')).toBe(false);
    expect(i18n.hasResourceBundle('zh-CN', 'news')).toBe(false);
  });

  it("fetch a page's namespace when it is asked for", async () => {
    const i18n = await newI18n();
    await i18n.loadNamespaces('news');
    expect(i18n.t('news:pinned.title')).toBe('Pinned');
    expect(i18n.hasResourceBundle('zh-CN', 'news')).toBe(false);
  });

  it('switch to Simplified Chinese, the fallback language, like any other', async () => {
    const i18n = await newI18n();
    await i18n.loadNamespaces('news');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('news:pinned.title')).not.toBe('pinned.title');
    expect(i18n.t('news:pinned.title')).not.toBe('Pinned');
    await i18n.changeLanguage('en');
  });

  it('fetch the fallback texts once a key is missing from the current language', async () => {
    const i18n = await newI18n();
    await i18n.loadNamespaces('news');
    // A key no language has: the check of npm test forbids it, so only a slip reaches here.
    expect(i18n.t('news:slipped.through')).toBe('slipped.through');
    await vi.waitFor(() => expect(i18n.hasResourceBundle('zh-CN', 'news')).toBe(true));
    expect(i18n.getResourceBundle('zh-CN', 'news')).toHaveProperty('pinned.title');
  });
});

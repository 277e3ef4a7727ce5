import { describe, expect, it } from 'vitest';
import { itemBuyPath, itemShopPath, myPagePath } from './member-routes';
import { loginPath, safeRedirect } from './routes';

describe('safeRedirect', () => {
  it.each(['/MyPageIndex', '/MyPageIndex/FriendsList?page=2', '/News?type=4#top'])('keeps the same-site path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    '//evil.example/MyPageIndex',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'MyPageIndex',
    '/\t/evil.example',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});

describe('loginPath', () => {
  it('remembers the page asked for', () => {
    expect(loginPath(myPagePath('FriendsList'))).toBe('/Login?redirect=%2FMyPageIndex%2FFriendsList');
  });

  it('drops unsafe or pointless pages', () => {
    expect(loginPath('//evil.example')).toBe('/Login');
    expect(loginPath('https://evil.example/')).toBe('/Login');
    expect(loginPath('/')).toBe('/Login');
    expect(loginPath('/Login?redirect=%2F')).toBe('/Login');
    expect(loginPath()).toBe('/Login');
  });
});

describe('item shop paths', () => {
  it('lead to the shop home, a sub-page, one item, or the list a home More came from', () => {
    expect(itemShopPath()).toBe('/ShopProp');
    expect(itemShopPath('MySetting')).toBe('/ShopProp/MySetting');
    expect(itemBuyPath()).toBe('/ShopProp/ItemBuy');
    expect(itemBuyPath({ id: 42 })).toBe('/ShopProp/ItemBuy?id=42');
    expect(itemBuyPath({ list: 3 })).toBe('/ShopProp/ItemBuy?type=3');
  });
});

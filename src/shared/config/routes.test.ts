import { describe, expect, it } from 'vitest';
import { loginPath, myPagePath, safeRedirect } from './routes';

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

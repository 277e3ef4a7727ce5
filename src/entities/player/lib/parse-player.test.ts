import { describe, expect, it } from 'vitest';
import type { PlayerDetail } from '@/shared/api';
import { firstPictureUrl, parseAchievements, parseImages, readPlayerProfile } from './parse-player';

describe('parseImages', () => {
  it('reads a JSON list of {uid, url}', () => {
    expect(parseImages('[{"uid":"a","url":"/media/players/player-1.svg"},{"uid":7,"url":"https://cdn.example/x.png"}]')).toEqual({
      items: [
        { uid: 'a', url: '/media/players/player-1.svg' },
        { uid: '7', url: 'https://cdn.example/x.png' },
      ],
      unreadable: false,
    });
  });

  it('treats null and blank text as no images', () => {
    expect(parseImages(null)).toEqual({ items: [], unreadable: false });
    expect(parseImages('  ')).toEqual({ items: [], unreadable: false });
  });

  it('never throws on broken text, and flags it as unreadable', () => {
    for (const text of ['[{"uid":"a","url":"/x.svg"', 'not json', '{"uid":"a"}', '"text"', '[1, 2]']) {
      expect(parseImages(text)).toEqual({ items: [], unreadable: true });
    }
  });

  it('skips bad entries and unsafe addresses but keeps the good ones', () => {
    const parsed = parseImages('[{"uid":"a","url":"javascript:alert(1)"},null,{"uid":"b","url":"/ok.svg"},{"uid":"c"}]');
    expect(parsed).toEqual({ items: [{ uid: 'b', url: '/ok.svg' }], unreadable: false });
    expect(firstPictureUrl('oops')).toBeNull();
  });
});

describe('parseAchievements', () => {
  it('reads {id, label, content} and survives a truncated string', () => {
    const text = '[{"id":1,"label":"2025","content":"National League: champion"},{"id":2,"label":"2024","content":"Masters"}]';
    expect(parseAchievements(text).items).toEqual([
      { id: '1', label: '2025', content: 'National League: champion' },
      { id: '2', label: '2024', content: 'Masters' },
    ]);
    expect(parseAchievements(text.slice(0, 40))).toEqual({ items: [], unreadable: true });
  });
});

describe('readPlayerProfile', () => {
  it('reads every field of a player whose JSON texts are broken without throwing', () => {
    const player: PlayerDetail = {
      id: 3,
      name: 'Sam Carter',
      picture: '[{"uid":"p","url":"/media/players/player-3.svg"}]',
      dartImg: '{broken',
      dartTip: ' ',
      dartBarrel: '90% tungsten',
      dartShaft: null,
      dartFlight: 'Slim',
      achievement: '[{"id":1,"label":"2025"',
      goods: null,
      videoUrl: '/media/promo.mp4',
      facebookLink: 'https://www.facebook.com/sam',
      twitterLink: 'javascript:alert(1)',
      otherLink: '',
    };
    const profile = readPlayerProfile(player);
    expect(profile.pictures.items).toHaveLength(1);
    expect(profile.dartImages.unreadable).toBe(true);
    expect(profile.achievements.unreadable).toBe(true);
    expect(profile.goods).toEqual({ items: [], unreadable: false });
    expect(profile.specs).toEqual({ tip: null, barrel: '90% tungsten', shaft: null, flight: 'Slim' });
    expect(profile.links).toEqual({ facebook: 'https://www.facebook.com/sam', twitter: null, other: null });
  });
});

import { describe, expect, it } from 'vitest';
import { emptyAwardMessages } from '@/shared/api';
import { messageLength, validateAwardMessages } from './validate';

describe('validateAwardMessages', () => {
  it('accepts empty messages (the machine default) and plain texts of up to 20 characters', () => {
    expect(validateAwardMessages(emptyAwardMessages())).toEqual({});
    expect(validateAwardMessages({ ...emptyAwardMessages(), lowTon: 'x'.repeat(20), hatTrick: '帽子戏法！🎯🎯🎯', nineMark: '  ' })).toEqual({});
  });

  it('says which message is too long or not plain text', () => {
    expect(
      validateAwardMessages({ ...emptyAwardMessages(), ton80: 'y'.repeat(21), whiteHorse: '<b>bold</b>', thereInABed: 'tab\there' }),
    ).toEqual({ ton80: 'account:awards.tooLong', whiteHorse: 'account:awards.plainText', thereInABed: 'account:awards.plainText' });
  });
});

describe('messageLength', () => {
  it('counts characters as the member sees them, without surrounding spaces', () => {
    expect(messageLength('🎯🎯')).toBe(2);
    expect(messageLength('  Ton 80!  ')).toBe(7);
  });
});

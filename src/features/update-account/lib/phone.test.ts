import { describe, expect, it } from 'vitest';
import { phoneFromWire, phoneToWire } from './phone';

describe('phoneToWire', () => {
  it('takes the 11 digits of a mainland mobile under +86', () => {
    expect(phoneToWire('+86', '13800000000')).toBe('+86-13800000000');
    expect(phoneToWire('+86', ' 13912345678 ')).toBe('+86-13912345678');
    // Typing the prefix as well is forgiven.
    expect(phoneToWire('+86', '+86 13800000000')).toBe('+86-13800000000');
  });

  it('wants the international prefix under 000', () => {
    expect(phoneToWire('000', '0086 13800000000')).toBe('+86-13800000000');
    expect(phoneToWire('000', '008613800000000')).toBe('+86-13800000000');
    expect(phoneToWire('000', '+86-13800000000')).toBe('+86-13800000000');
    expect(phoneToWire('000', '13800000000')).toBeNull();
  });

  it('refuses what is not a mainland mobile', () => {
    for (const typed of ['', '1380000000', '138000000001', '23800000000', '00852 91234567', '+1 4155550100', '138-0000-0000']) {
      expect(phoneToWire('+86', typed)).toBeNull();
      expect(phoneToWire('000', typed)).toBeNull();
    }
  });
});

describe('phoneFromWire', () => {
  it('splits the stored phone into the dial code and the number', () => {
    expect(phoneFromWire('+86-13800000000')).toEqual({ dialCode: '+86', phone: '13800000000' });
    expect(phoneFromWire('')).toEqual({ dialCode: '+86', phone: '' });
    expect(phoneFromWire(null)).toEqual({ dialCode: '+86', phone: '' });
  });

  it('keeps an unexpected stored value visible for the member to correct', () => {
    expect(phoneFromWire('+852-91234567')).toEqual({ dialCode: '000', phone: '+852-91234567' });
  });

  it('round-trips with phoneToWire', () => {
    const { dialCode, phone } = phoneFromWire('+86-13912345678');
    expect(phoneToWire(dialCode, phone)).toBe('+86-13912345678');
  });
});

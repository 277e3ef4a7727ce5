import { describe, expect, it } from 'vitest';
import { formatAwardMessages, parseAwardMessages } from '@/shared/api/wire';
import {
  contactChange,
  decideAccountUpdate,
  decideAwardMessage,
  portraitToStore,
  type AccountUpdateInput,
} from './member-account';

const ORIGIN = 'http://localhost';
const OWN_UPLOAD = '0123456789abcdef0123456789abcdef';
const OTHERS_UPLOAD = 'fedcba9876543210fedcba9876543210';

const input = (request: Partial<AccountUpdateInput['request']> = {}, member: Partial<AccountUpdateInput['member']> = {}): AccountUpdateInput => ({
  member: { memberId: 1, countryId: 617, phone: '+86-13800000000', email: 'me@example.com', portrait: '/media/avatars/avatar-1.svg', ...member },
  request: {
    countryId: 617,
    phone: '+86-13800000000',
    phoneCode: '',
    email: 'me@example.com',
    emailCode: '',
    portrait: '/media/avatars/avatar-1.svg',
    ...request,
  },
  origin: ORIGIN,
  shopCountryOf: (shopId) => ({ 5: 617, 6: 208 })[shopId],
  isTakenByOther: (_, address) => address === 'taken@example.com' || address === '+86-13900000000',
  isOwnUpload: (id) => id === OWN_UPLOAD,
});

describe('contactChange', () => {
  it('reads the same address in another spelling as unchanged', () => {
    expect(contactChange('sms', '+86-13800000000', '0086 13800000000')).toEqual({ kind: 'unchanged', address: '+86-13800000000' });
    expect(contactChange('email', 'me@example.com', ' ME@Example.com ')).toEqual({ kind: 'unchanged', address: 'me@example.com' });
  });

  it('tells a change, a removal and a wrong format apart', () => {
    expect(contactChange('sms', '', '13912345678')).toEqual({ kind: 'changed', address: '+86-13912345678' });
    expect(contactChange('email', 'me@example.com', '')).toEqual({ kind: 'removed' });
    expect(contactChange('email', '', '')).toEqual({ kind: 'unchanged', address: '' });
    expect(contactChange('sms', '', '000-12345')).toEqual({ kind: 'wrong-format' });
    expect(contactChange('email', '', 'not-an-address')).toEqual({ kind: 'wrong-format' });
  });
});

describe('decideAccountUpdate', () => {
  it('saves unchanged addresses without any code, keeping the home shop given', () => {
    expect(decideAccountUpdate(input({ homeShopId: 5 }))).toEqual({
      ok: true,
      phone: '+86-13800000000',
      email: 'me@example.com',
      homeShopId: 5,
      portrait: '/media/avatars/avatar-1.svg',
      codes: [],
    });
  });

  it('needs the code sent to a changed phone and a changed email, each to its new address', () => {
    expect(decideAccountUpdate(input({ phone: '13911112222', email: 'new@example.com' }))).toEqual({ ok: false, message: 'accountPhoneCodeNeeded' });
    expect(decideAccountUpdate(input({ email: 'new@example.com' }))).toEqual({ ok: false, message: 'accountEmailCodeNeeded' });
    expect(decideAccountUpdate(input({ phone: '13911112222', phoneCode: '111111', email: 'New@example.com', emailCode: '222222' }))).toMatchObject({
      ok: true,
      phone: '+86-13911112222',
      email: 'new@example.com',
      codes: [
        { to: '+86-13911112222', code: '111111' },
        { to: 'new@example.com', code: '222222' },
      ],
    });
  });

  it.each([
    ['another country', { countryId: 208 }, 'accountCountryFixed'],
    ['a home shop of another country', { homeShopId: 6 }, 'accountHomeShopElsewhere'],
    ['a home shop that does not exist', { homeShopId: 999 }, 'accountHomeShopElsewhere'],
    ['a phone that is no mainland mobile', { phone: '+44-7700900123' }, 'wrongFormat'],
    ['an email without a domain', { email: 'me@', emailCode: '123456' }, 'wrongFormat'],
    ["another member's phone", { phone: '13900000000', phoneCode: '123456' }, 'phoneTaken'],
    ["another member's email", { email: 'taken@example.com', emailCode: '123456' }, 'emailTaken'],
    ['removing both addresses', { phone: '', email: '' }, 'accountContactNeeded'],
    ["someone else's upload", { portrait: `${ORIGIN}/rpi/picture/uploads/${OTHERS_UPLOAD}.png` }, 'accountPortraitUnknown'],
    ['a picture of another site', { portrait: 'https://evil.example/me.png' }, 'accountPortraitUnknown'],
  ] as const)('refuses %s', (_, request, message) => {
    expect(decideAccountUpdate(input(request))).toEqual({ ok: false, message });
  });

  it('lets a member remove one address while the other stays, and have no home shop', () => {
    expect(decideAccountUpdate(input({ phone: '' }))).toMatchObject({ ok: true, phone: '', email: 'me@example.com', homeShopId: undefined });
  });
});

describe('portraitToStore', () => {
  const own = (id: string) => id === OWN_UPLOAD;

  it('stores none for "", the current one as it is, and an own upload as an absolute URL', () => {
    expect(portraitToStore('', '/media/a.svg', ORIGIN, own)).toEqual({ portrait: undefined });
    expect(portraitToStore('/media/a.svg', '/media/a.svg', ORIGIN, own)).toEqual({ portrait: '/media/a.svg' });
    expect(portraitToStore(`/rpi/picture/uploads/${OWN_UPLOAD}.png`, undefined, ORIGIN, own)).toEqual({
      portrait: `${ORIGIN}/rpi/picture/uploads/${OWN_UPLOAD}.png`,
    });
  });

  it('refuses a path that only looks like the current portrait, and a seeded picture not the member\'s', () => {
    expect(portraitToStore('/media/b.svg', '/media/a.svg', ORIGIN, own)).toBeNull();
    expect(portraitToStore('/media/a.svg', undefined, ORIGIN, own)).toBeNull();
  });
});

describe('decideAwardMessage', () => {
  it('stores all eight keys in the documented order, trimmed, missing keys empty', () => {
    const decision = decideAwardMessage('{"ton80":"  TON 80!  ","lowTon":"Nice"}');
    const stored = formatAwardMessages({ ...parseAwardMessages(null)!, ton80: 'TON 80!', lowTon: 'Nice' });
    expect(decision).toEqual({ ok: true, stored });
    expect(Object.keys(JSON.parse(stored))).toEqual(['lowTon', 'hatTrick', 'highTon', 'ton80', 'thereInABed', 'whiteHorse', 'thereInABlack', 'nineMark']);
  });

  it.each([
    ['malformed JSON', '{"lowTon":'],
    ['an array', '["lowTon"]'],
    ['an unknown key', '{"threeInABed":"x"}'],
    ['a text over 20 characters', `{"lowTon":"${'x'.repeat(21)}"}`],
    ['markup', '{"lowTon":"<b>hi</b>"}'],
    ['a number', '{"lowTon":5}'],
  ])('refuses %s', (_, wire) => {
    expect(decideAwardMessage(wire)).toEqual({ ok: false, message: 'awardMessageInvalid' });
  });

  it('takes 20 characters counted as a player sees them', () => {
    expect(decideAwardMessage(`{"hatTrick":"${'🎯'.repeat(20)}"}`)).toMatchObject({ ok: true });
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3, type V3Request } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  getAccountInfo,
  getAwardMessage,
  setUpAwardMessage,
  updateAccountInfo,
  updatePassword,
  uploadAbsolutelyPictures,
  type CallDefinition,
} from '@/shared/api/wire';
import {
  backendDateText,
  clearPactsOncePerRun,
  createPact,
  DEMO_PASSWORD_HASH,
  failure,
  jsonResponseHeaders,
  LANGUAGE,
  requestHeaders,
  success,
} from './support/pact';
import { ProviderState } from './support/provider-states';

const { fromProviderState, integer, nullValue, regex, string } = MatchersV3;

beforeAll(clearPactsOncePerRun);

/** The demo member of every seed and scenario of the fake backend: demo@example.com, no phone. */
const DEMO_MEMBER_ID = 10001;
const DEMO_EMAIL = 'demo@example.com';
const OTHER_MEMBER_ID = 10002;
/** Example token: the verifier replaces it with the one the provider state created. */
const EXAMPLE_TOKEN = '5f0c2a9e5b7d4c1e8a6f2b9d3e7c5a11';
const LOGIN_MESSAGE = 'Please login and check!';
/** MD5("treble20" + "kitekey") in uppercase hex, written out like the demo password's hash. */
const NEW_PASSWORD_HASH = 'B388DE63D2876452F6E43ACE8E1CA4DE';
const WRONG_PASSWORD_HASH = '0123456789ABCDEF0123456789ABCDEF';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

type State = { name: string; params?: Record<string, string | number> };
type Transport = 'form' | 'json';

const send = <D extends CallDefinition>(definition: D, params: unknown, origin: string, token: string | null) =>
  callApi(definition, params as never, { origin, token, language: LANGUAGE });

const headersFor = (transport: Transport, visitor: boolean) => ({
  ...(transport === 'form' ? requestHeaders({ form: true }) : { ...requestHeaders(), 'Content-Type': 'application/json' }),
  ...(visitor ? {} : { Authorization: fromProviderState('${token}', EXAMPLE_TOKEN) }),
});

const asForm = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

/**
 * One interaction: the logged-in demo member (or a visitor) sends `params` as the app encodes
 * them (`body` overrides the recorded request body where a value comes from a provider state).
 */
async function interaction<D extends CallDefinition>(options: {
  definition: D;
  description: string;
  transport: Transport;
  states?: State[];
  visitor?: boolean;
  params: Record<string, unknown>;
  requestBody?: unknown;
  body: unknown;
  check: (attempt: Promise<unknown>) => Promise<void>;
}): Promise<void> {
  let pact = createPact();
  for (const state of options.states ?? []) pact = pact.given(state.name, state.params);
  pact = options.visitor ? pact.given(ProviderState.demoMemberExists) : pact.given(ProviderState.demoMemberLoggedIn);
  pact
    .uponReceiving(`${options.definition.name}: ${options.description}`)
    .withRequest({
      method: 'POST',
      path: options.definition.path,
      headers: headersFor(options.transport, options.visitor ?? false),
      body: options.requestBody ?? (options.transport === 'form' ? asForm(options.params) : options.params),
    })
    .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: options.body });
  await pact.executeTest(async (mockServer) => {
    await options.check(send(options.definition, options.params, mockServer.url, options.visitor ? null : EXAMPLE_TOKEN));
  });
}

const resolvesNull = async (attempt: Promise<unknown>) => {
  await expect(attempt).resolves.toBeNull();
};
const rejectedWith = (code: number) => async (attempt: Promise<unknown>) => {
  await expect(attempt).rejects.toMatchObject({ name: 'ApiError', kind: code === 198 ? 'unauthorized' : 'rejected', code });
};

describe('member.getAccountInfo (F /rpi/websitsMember/getAccountInfo)', () => {
  it("answers the demo member's account fields", () =>
    interaction({
      definition: getAccountInfo,
      description: 'the demo member reads their account information',
      transport: 'form',
      params: { memberId: DEMO_MEMBER_ID },
      body: success({
        account: string('demo'),
        nickname: string('Demo Player'),
        gender: integer(1),
        cardNo: string('8860010001011234'),
        birth: backendDateText('1990-06-15'),
        // No phone: an empty text.
        phone: string(''),
        email: string(DEMO_EMAIL),
        homeShopId: integer(12),
        countryId: integer(617),
        languageId: regex('^[1-4]$', '3'),
        portrait: string('/media/avatars/avatar-01.svg'),
        cardBindTime: backendDateText('2025-04-16 00:00:00'),
      }),
      check: async (attempt) => {
        await expect(attempt).resolves.toMatchObject({ account: 'demo', countryId: 617, homeShopId: 12, cardBindTime: '2025-04-16 00:00:00' });
      },
    }));

  it("refuses another member's account with 101", () =>
    interaction({
      definition: getAccountInfo,
      description: "the demo member asks for another member's account information",
      transport: 'form',
      params: { memberId: OTHER_MEMBER_ID },
      body: failure(101, 'Not your account'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () =>
    interaction({
      definition: getAccountInfo,
      description: 'a visitor without a token asks for account information',
      transport: 'form',
      visitor: true,
      params: { memberId: DEMO_MEMBER_ID },
      body: failure(198, LOGIN_MESSAGE),
      check: rejectedWith(198),
    }));
});

describe('member.updateAccountInfo (J /rpi/websitsMember/updateAccountInfo)', () => {
  /** The settings form as the app sends it: the demo member's addresses unchanged, no portrait, no home shop. */
  const account = (changes: Record<string, unknown> = {}) => ({
    memberId: DEMO_MEMBER_ID,
    phone: '',
    phoneCode: '',
    portrait: '',
    countryId: 617,
    languageId: '3',
    nickname: 'Double Top',
    email: DEMO_EMAIL,
    emailCode: '',
    acceptMail: 1,
    ...changes,
  });
  const NEW_EMAIL = 'double.top@example.com';
  const CODE = '246810';
  const codeSent = (address: string): State => ({ name: ProviderState.verificationCodeSent, params: { code: CODE, address } });

  it('saves a new nickname; unchanged addresses need no code', () =>
    interaction({
      definition: updateAccountInfo,
      description: 'the demo member saves a new nickname, keeping their email',
      transport: 'json',
      params: account(),
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it('saves a new email with the code sent to it', () =>
    interaction({
      definition: updateAccountInfo,
      description: 'the demo member changes their email with the code sent to the new address',
      transport: 'json',
      states: [codeSent(NEW_EMAIL)],
      params: account({ email: NEW_EMAIL, emailCode: CODE }),
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it('saves a home shop of the demo member\'s country', () =>
    interaction({
      definition: updateAccountInfo,
      description: "the demo member picks a home shop of their country",
      transport: 'json',
      states: [{ name: ProviderState.shopOfCountry, params: { shopId: 1, countryId: 617 } }],
      params: account({ homeShopId: 1 }),
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it('saves as portrait an image the demo member uploaded', () => {
    const example = '/rpi/picture/uploads/c0ffee00c0ffee00c0ffee00c0ffee00.png';
    return interaction({
      definition: updateAccountInfo,
      description: 'the demo member saves an uploaded image as their portrait',
      transport: 'json',
      states: [{ name: ProviderState.demoMemberUploadedPortrait }],
      params: account({ portrait: example }),
      requestBody: account({ portrait: fromProviderState('${portrait}', example) }),
      body: success(nullValue()),
      check: resolvesNull,
    });
  });

  it.each([
    ['another country (the country cannot be changed)', [], { countryId: 208 }, 'The country cannot be changed'],
    [
      "a home shop of another country",
      [{ name: ProviderState.shopOfCountry, params: { shopId: 2, countryId: 208 } }],
      { homeShopId: 2 },
      'The home shop must be a shop of your country',
    ],
    ['a phone that is no mainland mobile', [], { phone: '000-12345678', phoneCode: '123456' }, 'Please enter the correct format!'],
    [
      "another member's email",
      [{ name: ProviderState.emailUsedByAnotherMember, params: { email: 'taken@example.com' } }],
      { email: 'taken@example.com', emailCode: CODE },
      'This email address is already used by another account',
    ],
    ['a new email without its code', [], { email: NEW_EMAIL }, 'Please enter the code sent to the new email address'],
    ['a new email with a wrong code', [codeSent(NEW_EMAIL)], { email: NEW_EMAIL, emailCode: '135790' }, 'The verification code is wrong or has already been used'],
    ['no email and no phone', [], { email: '' }, 'Keep an email address or a phone number on your account'],
    ['a portrait that is no upload of theirs', [], { portrait: 'https://tracker.example/pixel.gif' }, 'The portrait must be an image you uploaded'],
    ["another member's account", [], { memberId: OTHER_MEMBER_ID }, 'Not your account'],
  ] as [string, State[], Record<string, unknown>, string][])('refuses %s with 101', (what, states, changes, message) =>
    interaction({
      definition: updateAccountInfo,
      description: `the demo member saves ${what}`,
      transport: 'json',
      states,
      params: account(changes),
      body: failure(101, message),
      check: rejectedWith(101),
    }),
  );

  it('answers a visitor 198', () =>
    interaction({
      definition: updateAccountInfo,
      description: 'a visitor without a token saves account information',
      transport: 'json',
      visitor: true,
      params: account(),
      body: failure(198, LOGIN_MESSAGE),
      check: rejectedWith(198),
    }));
});

describe('member.updatePassword (F /rpi/websitsMember/updatePassword)', () => {
  const change = (oldPassword: string, memberId = DEMO_MEMBER_ID) => ({ oldPassword, newPassword: NEW_PASSWORD_HASH, memberId });

  it('changes the password when the old one is right (both as hashes)', () =>
    interaction({
      definition: updatePassword,
      description: 'the demo member changes their password',
      transport: 'form',
      params: change(DEMO_PASSWORD_HASH),
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it.each([
    ['a wrong old password', change(WRONG_PASSWORD_HASH), 'The old password is incorrect'],
    ["another member's password", change(DEMO_PASSWORD_HASH, OTHER_MEMBER_ID), 'Not your account'],
  ] as const)('refuses %s with 101', (what, params, message) =>
    interaction({
      definition: updatePassword,
      description: `the demo member changes ${what}`,
      transport: 'form',
      params,
      body: failure(101, message),
      check: rejectedWith(101),
    }),
  );

  it('answers a visitor 198', () =>
    interaction({
      definition: updatePassword,
      description: 'a visitor without a token changes a password',
      transport: 'form',
      visitor: true,
      params: change(DEMO_PASSWORD_HASH),
      body: failure(198, LOGIN_MESSAGE),
      check: rejectedWith(198),
    }));
});

describe('member.uploadAbsolutelyPictures (M /rpi/picture/uploadAbsolutelyPictures)', () => {
  /**
   * Pact records the file part only (with the type it sniffs from the bytes), not the `path=1`
   * field the app sends beside it: the backend takes 1 when `path` is missing.
   */
  async function upload(options: { description: string; file: string; partType: string; visitor?: boolean; body: unknown; check: (attempt: Promise<unknown>) => Promise<void> }) {
    const request: V3Request = {
      method: 'POST',
      path: uploadAbsolutelyPictures.path,
      headers: {
        ...requestHeaders(),
        ...(options.visitor ? {} : { Authorization: fromProviderState('${token}', EXAMPLE_TOKEN) }),
      },
    };
    const pact = createPact()
      .given(options.visitor ? ProviderState.demoMemberExists : ProviderState.demoMemberLoggedIn)
      .uponReceiving(`${uploadAbsolutelyPictures.name}: ${options.description}`)
      // A fixed boundary: Pact picks a random one otherwise, and the committed pact would change on every run.
      .withRequestMultipartFileUpload(request, options.partType, fixture(options.file), 'image', 'darts-portal-pact-boundary')
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: options.body });
    await pact.executeTest(async (mockServer) => {
      // Declared an image, whatever its bytes: the backend must look at the content.
      const image = new File([readFileSync(fixture(options.file))], options.file, { type: 'image/png' });
      await options.check(send(uploadAbsolutelyPictures, { image, path: 1 }, mockServer.url, options.visitor ? null : EXAMPLE_TOKEN));
    });
  }

  it('stores a PNG and answers the absolute URL it is served at', () =>
    upload({
      description: 'the demo member uploads a PNG portrait',
      file: 'portrait.png',
      partType: 'image/png',
      body: success(regex('^https?://\\S+$', 'http://127.0.0.1:8787/rpi/picture/uploads/0123456789abcdef0123456789abcdef.png')),
      check: async (attempt) => {
        await expect(attempt).resolves.toBe('http://127.0.0.1:8787/rpi/picture/uploads/0123456789abcdef0123456789abcdef.png');
      },
    }));

  it('refuses a text file named and declared as a PNG with 101', () =>
    upload({
      description: 'the demo member uploads a text file named portrait.png',
      file: 'not-an-image.png',
      partType: 'text/plain',
      body: failure(101, 'Only PNG, JPEG, WebP or GIF images can be uploaded'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () =>
    upload({
      description: 'a visitor without a token uploads a picture',
      file: 'portrait.png',
      partType: 'image/png',
      visitor: true,
      body: failure(198, LOGIN_MESSAGE),
      check: rejectedWith(198),
    }));
});

describe('member.getAwardMessage (F /rpi/websitsMember/getAwardMessage)', () => {
  it('answers the saved messages as one JSON string', () =>
    interaction({
      definition: getAwardMessage,
      description: 'the demo member reads their saved award messages',
      transport: 'form',
      states: [{ name: ProviderState.demoMemberSavedAwardMessages }],
      params: { memberId: DEMO_MEMBER_ID },
      body: success({ awardMessage: regex('^\\{.*\\}$', '{"lowTon":"Low ton, nice darts!","hatTrick":"Hat trick!!!","highTon":"","ton80":"","thereInABed":"","whiteHorse":"","thereInABlack":"","nineMark":""}') }),
      check: async (attempt) => {
        const { awardMessage } = (await attempt) as { awardMessage: string };
        expect(JSON.parse(awardMessage)).toMatchObject({ lowTon: 'Low ton, nice darts!' });
      },
    }));

  it('answers null when the member never set any', () =>
    interaction({
      definition: getAwardMessage,
      description: 'the demo member, who never set award messages, reads them',
      transport: 'form',
      states: [{ name: ProviderState.demoMemberNeverSetAwardMessages }],
      params: { memberId: DEMO_MEMBER_ID },
      body: success({ awardMessage: nullValue() }),
      check: async (attempt) => {
        await expect(attempt).resolves.toEqual({ awardMessage: null });
      },
    }));

  it("refuses another member's messages with 101", () =>
    interaction({
      definition: getAwardMessage,
      description: "the demo member asks for another member's award messages",
      transport: 'form',
      params: { memberId: OTHER_MEMBER_ID },
      body: failure(101, 'Not your account'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () =>
    interaction({
      definition: getAwardMessage,
      description: 'a visitor without a token asks for award messages',
      transport: 'form',
      visitor: true,
      params: { memberId: DEMO_MEMBER_ID },
      body: failure(198, LOGIN_MESSAGE),
      check: rejectedWith(198),
    }));
});

describe('member.setUpAwardMessage (F /rpi/websitsMember/setUpAwardMessage)', () => {
  const MESSAGES = '{"lowTon":"Nice!","hatTrick":"","highTon":"","ton80":"TON 80!","thereInABed":"","whiteHorse":"","thereInABlack":"","nineMark":""}';

  it('saves the eight messages', () =>
    interaction({
      definition: setUpAwardMessage,
      description: 'the demo member saves their award messages',
      transport: 'form',
      params: { memberId: DEMO_MEMBER_ID, message: MESSAGES },
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it.each([
    ['a malformed string', '{"lowTon":"Nice!"'],
    ['an unknown award', '{"threeInABed":"Nice!"}'],
    ['a message of 21 characters', `{"lowTon":"${'x'.repeat(21)}"}`],
  ])('refuses %s with 101', (what, message) =>
    interaction({
      definition: setUpAwardMessage,
      description: `the demo member saves ${what}`,
      transport: 'form',
      params: { memberId: DEMO_MEMBER_ID, message },
      body: failure(101, 'Award messages must use the 8 known awards, each plain text of at most 20 characters'),
      check: rejectedWith(101),
    }),
  );

  it("refuses another member's messages with 101", () =>
    interaction({
      definition: setUpAwardMessage,
      description: "the demo member saves another member's award messages",
      transport: 'form',
      params: { memberId: OTHER_MEMBER_ID, message: MESSAGES },
      body: failure(101, 'Not your account'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () =>
    interaction({
      definition: setUpAwardMessage,
      description: 'a visitor without a token saves award messages',
      transport: 'form',
      visitor: true,
      params: { memberId: DEMO_MEMBER_ID, message: MESSAGES },
      body: failure(198, LOGIN_MESSAGE),
      check: rejectedWith(198),
    }));
});

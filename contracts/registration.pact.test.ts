import { beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  forgetAccount,
  forgetPassword,
  hashPassword,
  register,
  resetPassword,
  sendEmail,
  sendSMS,
  type CallDefinition,
} from '@/shared/api/wire';
import type { PactV3 } from '@pact-foundation/pact';
import {
  clearPactsOncePerRun,
  createPact,
  failure,
  jsonResponseHeaders,
  LANGUAGE,
  requestHeaders,
} from './support/pact';
import { ProviderState } from './support/provider-states';

beforeAll(clearPactsOncePerRun);

const NEW_EMAIL = 'new.player@example.com';
const DEMO_EMAIL = 'demo@example.com';
const DEMO_PHONE = '+86-13800138000';
const CODE = '246810';
const WRONG_CODE = '135799';
const NEW_PASSWORD = 'newPass99';
const NEW_PASSWORD_HASH = hashPassword(NEW_PASSWORD);
const NEW_PHONE = '+86-13912345678';
const NOBODY_EMAIL = 'nobody@example.com';
const FORMAT_MESSAGE = 'Please enter the correct format!';
const WRONG_CODE_MESSAGE = 'The verification code is wrong or has already been used';
const EXPIRED_CODE_MESSAGE = 'The verification code has expired. Please request a new one';
const NO_ACCOUNT_MESSAGE = 'No account uses this email address or phone number';
const RESEND_TOO_SOON_MESSAGE = 'A code was sent recently. Please try again in 59 seconds';

/** A success envelope with `data: null`, as every call of this file answers. */
const nullSuccess = { code: 100, msg: 'Success', data: null };

interface Interaction {
  definition: CallDefinition;
  description: string;
  states: Array<[string, Record<string, string>?]>;
  params: Record<string, unknown>;
  /** The wire body: the parameters as the client sends them. */
  body: Record<string, unknown>;
  /** null: success; otherwise the failure message (code 101). */
  failsWith: string | null;
}

const declare = ({ definition, description, states, body, failsWith }: Interaction): PactV3 => {
  let pact = createPact();
  for (const [state, params] of states) pact = pact.given(state, params);
  const form = definition.transport === 'form';
  return pact
    .uponReceiving(`${definition.name}: ${description}`)
    .withRequest({
      method: 'POST',
      path: definition.path,
      headers: form ? requestHeaders({ form: true }) : { ...requestHeaders(), 'Content-Type': 'application/json' },
      body,
    })
    .willRespondWith({
      status: 200,
      headers: jsonResponseHeaders,
      body: failsWith === null ? nullSuccess : failure(101, failsWith),
    });
};

const run = async (interaction: Interaction) => {
  await declare(interaction).executeTest(async (mockServer) => {
    const attempt = callApi(interaction.definition, interaction.params as never, {
      origin: mockServer.url,
      token: null,
      language: LANGUAGE,
    });
    if (interaction.failsWith === null) await expect(attempt).resolves.toBeNull();
    else await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message: interaction.failsWith });
  });
};

const codeSentTo = (address: string): [string, Record<string, string>] => [
  ProviderState.verificationCodeSent,
  { code: CODE, address },
];
const expiredCodeSentTo = (address: string): [string, Record<string, string>] => [
  ProviderState.verificationCodeExpired,
  { code: CODE, address },
];
/** The `empty` scenario: no content, but countries and members; composes with the code states. */
const noContent: [string] = [ProviderState.noContent];

describe('account.sendEmail (F /rpi/sendEmail)', () => {
  it('sends a code to a new address', () =>
    run({
      definition: sendEmail,
      description: 'a code to a new address',
      states: [[ProviderState.defaultContent]],
      params: { email: NEW_EMAIL },
      body: { email: NEW_EMAIL },
      failsWith: null,
    }));

  it('refuses a resend within 59 seconds', () =>
    run({
      definition: sendEmail,
      description: 'a second code within 59 seconds',
      states: [codeSentTo(NEW_EMAIL)],
      params: { email: NEW_EMAIL },
      body: { email: NEW_EMAIL },
      failsWith: RESEND_TOO_SOON_MESSAGE,
    }));

  it('sends a code when there is no content', () =>
    run({
      definition: sendEmail,
      description: 'a code to a new address when there is no content',
      states: [noContent],
      params: { email: NEW_EMAIL },
      body: { email: NEW_EMAIL },
      failsWith: null,
    }));

  it('refuses a malformed address', () =>
    run({
      definition: sendEmail,
      description: 'a malformed address',
      states: [[ProviderState.defaultContent]],
      params: { email: 'new.player@' },
      body: { email: 'new.player@' },
      failsWith: FORMAT_MESSAGE,
    }));
});

describe('account.sendSMS (F /rpi/sendSMS)', () => {
  it('sends a code to a mainland mobile', () =>
    run({
      definition: sendSMS,
      description: 'a code to a mainland mobile',
      states: [[ProviderState.defaultContent]],
      params: { phone: NEW_PHONE },
      body: { phone: NEW_PHONE },
      failsWith: null,
    }));

  it('refuses a resend within 59 seconds', () =>
    run({
      definition: sendSMS,
      description: 'a second code within 59 seconds',
      states: [codeSentTo(NEW_PHONE)],
      params: { phone: NEW_PHONE },
      body: { phone: NEW_PHONE },
      failsWith: RESEND_TOO_SOON_MESSAGE,
    }));

  it('sends a code when there is no content', () =>
    run({
      definition: sendSMS,
      description: 'a code to a mainland mobile when there is no content',
      states: [noContent],
      params: { phone: NEW_PHONE },
      body: { phone: NEW_PHONE },
      failsWith: null,
    }));

  it('refuses a number that is not a mainland mobile', () =>
    run({
      definition: sendSMS,
      description: 'a number that is not a mainland mobile',
      states: [[ProviderState.defaultContent]],
      params: { phone: '+86-2345678' },
      body: { phone: '+86-2345678' },
      failsWith: FORMAT_MESSAGE,
    }));
});

const registration = {
  account: 'newplayer',
  cardNo: '8860999999000001',
  password: NEW_PASSWORD_HASH,
  nickname: 'New Player',
  gender: 1,
  acceptSMS: 1,
  acceptMail: 1,
  birth: '1995-04-12',
  name: 'Sam Lee',
  countryId: 617,
  languageId: '3',
  email: NEW_EMAIL,
  emailCode: CODE,
  phone: '',
  phoneCode: '',
};

describe('account.register (J /rpi/websitsMember/register)', () => {
  it('registers a new member with an email code', () =>
    run({
      definition: register,
      description: 'a new member with a valid email code',
      states: [codeSentTo(NEW_EMAIL)],
      params: registration,
      body: registration,
      failsWith: null,
    }));

  it('refuses a wrong code', () =>
    run({
      definition: register,
      description: 'a new member with a wrong email code',
      states: [codeSentTo(NEW_EMAIL)],
      params: { ...registration, emailCode: WRONG_CODE },
      body: { ...registration, emailCode: WRONG_CODE },
      failsWith: WRONG_CODE_MESSAGE,
    }));

  it('refuses a taken account name', () =>
    run({
      definition: register,
      description: 'the account name of the demo member',
      states: [[ProviderState.demoMemberExists], codeSentTo(NEW_EMAIL)],
      params: { ...registration, account: 'demo' },
      body: { ...registration, account: 'demo' },
      failsWith: 'This account name is already taken',
    }));

  it('refuses a card number that is already registered', () =>
    run({
      definition: register,
      description: 'a card number that is already registered',
      states: [[ProviderState.cardNumberRegistered, { cardNo: '8860000000000042' }], codeSentTo(NEW_EMAIL)],
      params: { ...registration, cardNo: '8860000000000042' },
      body: { ...registration, cardNo: '8860000000000042' },
      failsWith: 'This card number is already registered',
    }));

  it('registers a new member when there is no content', () =>
    run({
      definition: register,
      description: 'a new member with a valid email code when there is no content',
      states: [noContent, codeSentTo(NEW_EMAIL)],
      params: registration,
      body: registration,
      failsWith: null,
    }));

  it('refuses a card number that is not 16 digits', () =>
    run({
      definition: register,
      description: 'a card number that is not 16 digits',
      states: [codeSentTo(NEW_EMAIL)],
      params: { ...registration, cardNo: '8860-1234' },
      body: { ...registration, cardNo: '8860-1234' },
      failsWith: 'The card number must have 16 digits',
    }));

  it('refuses an email address another member already uses', () =>
    run({
      definition: register,
      description: "the demo member's email address",
      states: [[ProviderState.demoMemberExists], codeSentTo(DEMO_EMAIL)],
      params: { ...registration, email: DEMO_EMAIL },
      body: { ...registration, email: DEMO_EMAIL },
      failsWith: 'This email address is already used by another account',
    }));

  it('refuses a malformed phone number', () => {
    const byPhone = { ...registration, email: '', emailCode: '', phone: '+86-12345', phoneCode: CODE };
    return run({
      definition: register,
      description: 'a new member with a malformed phone number',
      states: [[ProviderState.defaultContent]],
      params: byPhone,
      body: byPhone,
      failsWith: FORMAT_MESSAGE,
    });
  });
});

describe('account.forgetAccount (F /rpi/websitsMember/forgetAccount)', () => {
  it("sends the account name to the demo member's email", () =>
    run({
      definition: forgetAccount,
      description: "the demo member's email",
      states: [[ProviderState.demoMemberExists]],
      params: { email: DEMO_EMAIL, phone: '' },
      body: { email: DEMO_EMAIL, phone: '' },
      failsWith: null,
    }));

  it('refuses an address no member has', () =>
    run({
      definition: forgetAccount,
      description: 'an email no member has',
      states: [[ProviderState.demoMemberExists]],
      params: { email: NOBODY_EMAIL, phone: '' },
      body: { email: NOBODY_EMAIL, phone: '' },
      failsWith: NO_ACCOUNT_MESSAGE,
    }));

  it('refuses a malformed phone number', () =>
    run({
      definition: forgetAccount,
      description: 'a malformed phone number',
      states: [[ProviderState.demoMemberExists]],
      params: { email: '', phone: '99-1' },
      body: { email: '', phone: '99-1' },
      failsWith: FORMAT_MESSAGE,
    }));
});

describe('account.forgetPassword (J /rpi/websitsMember/forgetPassword)', () => {
  const request = { email: DEMO_EMAIL, emailCode: CODE, phone: '', phoneCode: '', newPassword: NEW_PASSWORD_HASH };

  it("sets a new password with the code sent to the demo member's email", () =>
    run({
      definition: forgetPassword,
      description: "a new password with the code sent to the demo member's email",
      states: [codeSentTo(DEMO_EMAIL)],
      params: request,
      body: request,
      failsWith: null,
    }));

  it('refuses a wrong code', () =>
    run({
      definition: forgetPassword,
      description: 'a new password with a wrong code',
      states: [codeSentTo(DEMO_EMAIL)],
      params: { ...request, emailCode: WRONG_CODE },
      body: { ...request, emailCode: WRONG_CODE },
      failsWith: WRONG_CODE_MESSAGE,
    }));

  it('refuses an address no member has', () =>
    run({
      definition: forgetPassword,
      description: 'a new password for an email no member has',
      states: [codeSentTo(NOBODY_EMAIL)],
      params: { ...request, email: NOBODY_EMAIL },
      body: { ...request, email: NOBODY_EMAIL },
      failsWith: NO_ACCOUNT_MESSAGE,
    }));

  it('sets a new password when there is no content', () =>
    run({
      definition: forgetPassword,
      description: "a new password with the code sent to the demo member's email when there is no content",
      states: [noContent, codeSentTo(DEMO_EMAIL)],
      params: request,
      body: request,
      failsWith: null,
    }));
});

describe('account.resetPassword (J /rpi/websitsMember/resetPassword)', () => {
  const request = { identification: DEMO_EMAIL, code: CODE, password: NEW_PASSWORD_HASH };

  it('resets the password of the member the identification names', () =>
    run({
      definition: resetPassword,
      description: "a new password with the code sent to the demo member's email",
      states: [codeSentTo(DEMO_EMAIL)],
      params: request,
      body: request,
      failsWith: null,
    }));

  it('refuses a wrong code', () =>
    run({
      definition: resetPassword,
      description: 'a new password with a wrong code',
      states: [codeSentTo(DEMO_EMAIL)],
      params: { ...request, code: WRONG_CODE },
      body: { ...request, code: WRONG_CODE },
      failsWith: WRONG_CODE_MESSAGE,
    }));

  it('refuses an expired code', () =>
    run({
      definition: resetPassword,
      description: 'a new password with an expired code',
      states: [expiredCodeSentTo(DEMO_EMAIL)],
      params: request,
      body: request,
      failsWith: EXPIRED_CODE_MESSAGE,
    }));

  it('refuses an identification no member has', () =>
    run({
      definition: resetPassword,
      description: 'a new password for an email no member has',
      states: [codeSentTo(NOBODY_EMAIL)],
      params: { ...request, identification: NOBODY_EMAIL },
      body: { ...request, identification: NOBODY_EMAIL },
      failsWith: NO_ACCOUNT_MESSAGE,
    }));

  it('resets the password when there is no content', () =>
    run({
      definition: resetPassword,
      description: "a new password with the code sent to the demo member's email when there is no content",
      states: [noContent, codeSentTo(DEMO_EMAIL)],
      params: request,
      body: request,
      failsWith: null,
    }));

  it('refuses an identification that is neither an email nor a mobile', () =>
    run({
      definition: resetPassword,
      description: 'an identification in the wrong format',
      states: [[ProviderState.demoMemberExists]],
      params: { ...request, identification: DEMO_PHONE.replace('+86-1', '+86-2') },
      body: { ...request, identification: DEMO_PHONE.replace('+86-1', '+86-2') },
      failsWith: FORMAT_MESSAGE,
    }));
});

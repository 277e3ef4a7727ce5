import { MatchersV3, type V3MockServer } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  awardRecord,
  AWARD_RECORD_NAMES,
  callApi,
  cardBundling,
  cardList,
  cardUnbundling,
  copyCard,
  gameData,
  gameInformation,
  hashPassword,
  latelyAchievement,
  masterCard,
  memberCard,
  type CallDefinition,
} from '@/shared/api/wire';
import {
  clearPactsOncePerRun,
  createPact,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  failure,
  jsonResponseHeaders,
  LANGUAGE,
  requestHeaders,
  success,
} from './support/pact';
import { ProviderState } from './support/provider-states';

/*
 * The card calls of My page (api-reference section 2, "Member"): reading a card, its figures,
 * recent games and awards, and the card settings (bind, unbind, main card, copy). Each call has
 * its success answer, a 198 without a token, and a 101 for every rule of section 4 it keeps.
 * Ids and numbers of the provider's own data come from provider states (`fromProviderState`):
 * the examples below are only what the consumer test sends.
 */

const { atLeastLike, boolean, eachLike, fromProviderState, integer, nullValue, number, string } = MatchersV3;

beforeAll(clearPactsOncePerRun);

/** Example token: the verifier replaces it with the one the provider state created. */
const EXAMPLE_TOKEN = '5f0c2a9e5b7d4c1e8a6f2b9d3e7c5a11';
/** Examples of the seed's ids and numbers, replaced by the provider state's values. */
const EXAMPLE = {
  memberId: 10001,
  mainCardId: 20001,
  mainCardNo: '8860010001011234',
  leagueCardId: 30001,
  leagueCardNo: '8860010001025678',
  otherMemberId: 10002,
  otherCardId: 20002,
  otherCardNo: '8860010002015555',
} as const;
/** Numbers the provider states make free, retired, unknown or someone else's. */
const NUMBER = {
  free: '8861000000000101',
  retired: '8861000000000201',
  unknown: '8869000000000301',
  registered: '8860999999000042',
  malformed: '12345',
} as const;
const WRONG_PASSWORD_HASH = hashPassword('wrong-pass1');

/** A value of the state's data (`${name}`), with the example the consumer test sends. */
const fromState = (name: keyof typeof EXAMPLE) => fromProviderState(`\${${name}}`, String(EXAMPLE[name]));

type State = string | { name: string; params: Record<string, string> };
const LOGGED_IN: State = ProviderState.demoMemberLoggedIn;
const DEMO_CARDS: State = ProviderState.demoMemberHasMainAndLeagueCard;
const OTHER_CARD: State = ProviderState.anotherMembersCard;
const numberState = (name: string, cardNo: string): State => ({ name, params: { cardNo } });

/**
 * A number of the answer, any of them may be null (api-reference: "any may be null"): the regex
 * checks the value's text, "null" for null, so one matcher takes both.
 */
const numberOrNull = (example: number) => ({ 'pact:matcher:type': 'regex', regex: '^(null|-?\\d+(\\.\\d+)?)$', value: example });
/** Text or null (a portrait, a shop name). */
const textOrNull = (example: string) => ({ 'pact:matcher:type': 'regex', regex: '^(null|.*)$', value: example });
/** A percentage 0-100 with at most two decimals (see member.pact.test.ts). */
const percentage = (example: number) => ({
  'pact:matcher:type': 'regex',
  regex: '^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$',
  value: example,
});
const percentageOrNull = (example: number) => ({
  'pact:matcher:type': 'regex',
  regex: '^(null|100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$',
  value: example,
});

interface Interaction<D extends CallDefinition> {
  definition: D;
  description: string;
  states: State[];
  /** The form body as the pact expects it (matchers allowed). */
  body: Record<string, unknown>;
  /** What the app passes to `callApi` (the body's examples). */
  params: Parameters<typeof callApi<D>>[1];
  /** Without a token: the 198 interactions. */
  visitor?: boolean;
  answer: unknown;
  check: (attempt: Promise<unknown>) => Promise<void>;
}

async function verify<D extends CallDefinition>(interaction: Interaction<D>): Promise<void> {
  let pact = createPact();
  for (const state of interaction.states) pact = typeof state === 'string' ? pact.given(state) : pact.given(state.name, state.params);
  pact = pact
    .uponReceiving(`${interaction.definition.name}: ${interaction.description}`)
    .withRequest({
      method: 'POST',
      path: interaction.definition.path,
      headers: interaction.visitor
        ? requestHeaders({ form: true })
        : { ...requestHeaders({ form: true }), Authorization: fromProviderState('${token}', EXAMPLE_TOKEN) },
      body: interaction.body,
    })
    .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: interaction.answer });
  await pact.executeTest(async (mockServer: V3MockServer) => {
    const context = { origin: mockServer.url, token: interaction.visitor ? null : EXAMPLE_TOKEN, language: LANGUAGE };
    await interaction.check(callApi(interaction.definition, interaction.params, context));
  });
}

const NOT_LOGGED_IN = 'Please login and check!';

/** 198 for a visitor: before anything is read, so any parameters will do. */
function visitorInteraction<D extends CallDefinition>(definition: D, body: Record<string, string>, params: Interaction<D>['params']): Interaction<D> {
  return {
    definition,
    description: 'a visitor without a token',
    states: [ProviderState.demoMemberExists],
    body,
    params,
    visitor: true,
    answer: failure(198, NOT_LOGGED_IN),
    check: (attempt) => expect(attempt).rejects.toMatchObject({ kind: 'unauthorized', code: 198 }),
  };
}

/** A 101 with the backend's message (the text is the provider's; the code is the contract). */
function refusal<D extends CallDefinition>(
  definition: D,
  description: string,
  states: State[],
  body: Record<string, unknown>,
  params: Interaction<D>['params'],
  message: string,
): Interaction<D> {
  return {
    definition,
    description,
    states,
    body,
    params,
    answer: failure(101, message),
    check: (attempt) => expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message }),
  };
}

const NOT_YOUR_ACCOUNT = 'Not your account';
const NOT_YOUR_CARD = 'Not your card';

// --- Reading a card ---------------------------------------------------------------------------

const memberCardAnswer = {
  cardId: integer(EXAMPLE.mainCardId),
  cardNo: string(EXAMPLE.mainCardNo),
  name: string('Demo Player'),
  portrait: textOrNull('/media/avatars/avatar-07.svg'),
  countryCode: string('EN'),
  rating: number(12.5),
  ppd: number(23.75),
  mpr: number(2.81),
  countUpPoint: integer(640),
  win: integer(120),
  lose: integer(80),
  winContinued: integer(7),
  winProbability: percentage(60),
};

describe('member.memberCard (F /rpi/websitsMember/memberCard)', () => {
  it("answers one of the member's cards", () =>
    verify({
      definition: memberCard,
      description: 'the demo member reads their main card',
      states: [LOGGED_IN, DEMO_CARDS],
      body: { cardId: fromState('mainCardId'), memberId: fromState('memberId') },
      params: { cardId: EXAMPLE.mainCardId, memberId: EXAMPLE.memberId },
      answer: success(memberCardAnswer),
      check: async (attempt) => {
        await expect(attempt).resolves.toMatchObject({ cardId: EXAMPLE.mainCardId, cardNo: EXAMPLE.mainCardNo, winProbability: 60 });
      },
    }));

  it('answers 198 without a token', () =>
    verify(visitorInteraction(memberCard, { cardId: '20001', memberId: '10001' }, { cardId: 20001, memberId: 10001 })));

  it("refuses another member's account with 101", () =>
    verify(
      refusal(
        memberCard,
        "the demo member names another member's account",
        [LOGGED_IN, DEMO_CARDS, OTHER_CARD],
        { cardId: fromState('mainCardId'), memberId: fromState('otherMemberId') },
        { cardId: EXAMPLE.mainCardId, memberId: EXAMPLE.otherMemberId },
        NOT_YOUR_ACCOUNT,
      ),
    ));

  it("refuses another member's card with 101", () =>
    verify(
      refusal(
        memberCard,
        "the demo member asks for another member's card",
        [LOGGED_IN, OTHER_CARD],
        { cardId: fromState('otherCardId'), memberId: fromState('memberId') },
        { cardId: EXAMPLE.otherCardId, memberId: EXAMPLE.memberId },
        NOT_YOUR_CARD,
      ),
    ));
});

/** The 198 and "not your card" interactions of a call that takes only `cardId`. */
function cardIdCallFailures(definition: CallDefinition<typeof gameInformation.request>) {
  it('answers 198 without a token', () => verify(visitorInteraction(definition, { cardId: '20001' }, { cardId: 20001 })));

  it("refuses another member's card with 101", () =>
    verify(
      refusal(
        definition,
        "the demo member asks about another member's card",
        [LOGGED_IN, OTHER_CARD],
        { cardId: fromState('otherCardId') },
        { cardId: EXAMPLE.otherCardId },
        NOT_YOUR_CARD,
      ),
    ));
}

describe('member.gameInformation (F /rpi/websitsMember/gameInformation)', () => {
  it("answers the card's ratings and the member's gold", () =>
    verify({
      definition: gameInformation,
      description: "the demo member reads their main card's game information",
      states: [LOGGED_IN, DEMO_CARDS],
      body: { cardId: fromState('mainCardId') },
      params: { cardId: EXAMPLE.mainCardId },
      answer: success({ adartsRating: numberOrNull(12.5), leagueRating: numberOrNull(11.5), coin: integer(1250) }),
      check: (attempt) => expect(attempt).resolves.toEqual({ adartsRating: 12.5, leagueRating: 11.5, coin: 1250 }),
    }));

  cardIdCallFailures(gameInformation);
});

describe('member.gameData (F /rpi/websitsMember/gameData)', () => {
  it("answers the card's all-time figures, any of which may be null", () =>
    verify({
      definition: gameData,
      description: "the demo member reads their main card's figures",
      states: [LOGGED_IN, DEMO_CARDS],
      body: { cardId: fromState('mainCardId') },
      params: { cardId: EXAMPLE.mainCardId },
      answer: success({
        portrait: textOrNull('/media/avatars/avatar-07.svg'),
        memberName: textOrNull('Demo Player'),
        cardNo: textOrNull(EXAMPLE.mainCardNo),
        rating: numberOrNull(12.5),
        ppd: numberOrNull(23.75),
        ppr: numberOrNull(71.25),
        mpr: numberOrNull(2.81),
        quantity01: numberOrNull(100),
        winProbability01: percentageOrNull(61),
        quantityCricket: numberOrNull(70),
        winProbabilityCricket: percentageOrNull(58.57),
        allQuantity: numberOrNull(200),
        allWinProbability: percentageOrNull(60),
        countUpAverage: numberOrNull(570),
        countUpMax: numberOrNull(741),
      }),
      check: (attempt) => expect(attempt).resolves.toMatchObject({ quantity01: 100, winProbabilityCricket: 58.57, allQuantity: 200 }),
    }));

  cardIdCallFailures(gameData);
});

describe('member.latelyAchievement (F /rpi/websitsMember/latelyAchievement)', () => {
  it("answers the card's recent games, each with the holder, shop, awards and teammates", () =>
    verify({
      definition: latelyAchievement,
      description: "the demo member reads their main card's recent games",
      states: [LOGGED_IN, DEMO_CARDS],
      body: { cardId: fromState('mainCardId') },
      params: { cardId: EXAMPLE.mainCardId },
      answer: success(
        eachLike({
          dateTime: integer(1_763_800_000_000),
          gameName: integer(10),
          genericType: integer(200),
          // 01 games show PPD (MPR null), cricket games MPR (PPD null).
          ppd: numberOrNull(24.1),
          mpr: numberOrNull(2.64),
          result: integer(1),
          portrait: textOrNull('/media/avatars/avatar-07.svg'),
          userName: string('Demo Player'),
          rating: numberOrNull(12.5),
          shopName: textOrNull('The Oche, Camden'),
          lowTon: integer(0),
          hatTrick: integer(1),
          threeInABed: integer(0),
          threeInABlack: integer(0),
          ton80: integer(0),
          highTon: integer(0),
          fiveMark: integer(2),
          sixMark: integer(1),
          sevenMark: integer(0),
          eightMark: integer(0),
          nineMark: integer(0),
          // Team cricket lists teammates; other modes an empty table.
          teammateList: atLeastLike({ memberName: string('Oche Queen'), rating: numberOrNull(9.5), mpr: numberOrNull(2.2) }, 0, 1),
        }),
      ),
      check: async (attempt) => {
        const games = (await attempt) as Array<{ gameName: number; teammateList: unknown[] }>;
        expect(games).toHaveLength(1);
        expect(games[0]).toMatchObject({ gameName: 10, teammateList: [{ memberName: 'Oche Queen', rating: 9.5, mpr: 2.2 }] });
      },
    }));

  cardIdCallFailures(latelyAchievement);
});

describe('member.awardRecord (F /rpi/websitsMember/awardRecord)', () => {
  const counts = Object.fromEntries(AWARD_RECORD_NAMES.flatMap((award) => [[`${award}Month`, integer(2)], [`${award}Total`, integer(9)]]));

  it("answers this month's and all-time counts of every award", () =>
    verify({
      definition: awardRecord,
      description: "the demo member reads their main card's awards",
      states: [LOGGED_IN, DEMO_CARDS],
      body: { cardId: fromState('mainCardId') },
      params: { cardId: EXAMPLE.mainCardId },
      answer: success(counts),
      check: (attempt) => expect(attempt).resolves.toMatchObject({ lowTonMonth: 2, threeInAbedTotal: 9, whiteHorseMonth: 2 }),
    }));

  cardIdCallFailures(awardRecord);
});

describe('member.cardList (F /rpi/websitsMember/cardList)', () => {
  it("answers the member's cards for the settings, main card first", () =>
    verify({
      definition: cardList,
      description: 'the demo member lists their cards',
      states: [LOGGED_IN, DEMO_CARDS],
      body: { memberId: fromState('memberId') },
      params: { memberId: EXAMPLE.memberId },
      answer: success(
        eachLike({
          cardId: integer(EXAMPLE.mainCardId),
          cardNo: string(EXAMPLE.mainCardNo),
          cardType: integer(1),
          isMainCard: boolean(true),
          name: string('Demo Player'),
          rating: numberOrNull(12.5),
          ppd: numberOrNull(23.75),
          mpr: numberOrNull(2.81),
        }),
      ),
      check: (attempt) => expect(attempt).resolves.toEqual([expect.objectContaining({ cardType: 1, isMainCard: true })]),
    }));

  it('answers 198 without a token', () => verify(visitorInteraction(cardList, { memberId: '10001' }, { memberId: 10001 })));

  it("refuses another member's account with 101", () =>
    verify(
      refusal(
        cardList,
        "the demo member asks for another member's cards",
        [LOGGED_IN, OTHER_CARD],
        { memberId: fromState('otherMemberId') },
        { memberId: EXAMPLE.otherMemberId },
        NOT_YOUR_ACCOUNT,
      ),
    ));
});

// --- Card settings ----------------------------------------------------------------------------

const DONE = success(nullValue());
const done = (attempt: Promise<unknown>) => expect(attempt).resolves.toBeNull();

describe('member.cardBundling (F /rpi/websitsMember/cardBundling)', () => {
  const bind = (description: string, states: State[], cardNo: string, message: string, cardNoBody: unknown = cardNo) =>
    refusal(cardBundling, description, [LOGGED_IN, ...states], { cardNo: cardNoBody, memberId: fromState('memberId') }, { cardNo, memberId: EXAMPLE.memberId }, message);

  it('binds a free card number', () =>
    verify({
      definition: cardBundling,
      description: 'the demo member binds a free card number',
      states: [LOGGED_IN, numberState(ProviderState.cardNumberFree, NUMBER.free)],
      body: { cardNo: NUMBER.free, memberId: fromState('memberId') },
      params: { cardNo: NUMBER.free, memberId: EXAMPLE.memberId },
      answer: DONE,
      check: done,
    }));

  it('answers 198 without a token', () =>
    verify(visitorInteraction(cardBundling, { cardNo: NUMBER.free, memberId: '10001' }, { cardNo: NUMBER.free, memberId: 10001 })));

  it("refuses to bind to another member's account", () =>
    verify(
      refusal(
        cardBundling,
        "the demo member binds a card to another member's account",
        [LOGGED_IN, OTHER_CARD, numberState(ProviderState.cardNumberFree, NUMBER.free)],
        { cardNo: NUMBER.free, memberId: fromState('otherMemberId') },
        { cardNo: NUMBER.free, memberId: EXAMPLE.otherMemberId },
        NOT_YOUR_ACCOUNT,
      ),
    ));

  it('refuses a number that is not 16 digits', () =>
    verify(bind('the demo member binds a number of 5 digits', [], NUMBER.malformed, 'The card number must have 16 digits')));

  it('refuses a 4th card', () =>
    verify(
      bind(
        'the demo member, who has 3 cards, binds a 4th',
        [ProviderState.demoMemberHas3Cards, numberState(ProviderState.cardNumberFree, NUMBER.free)],
        NUMBER.free,
        'You can bind at most 3 cards',
      ),
    ));

  it('refuses an unknown number', () =>
    verify(
      bind(
        'the demo member binds a number the network never issued',
        [numberState(ProviderState.cardNumberUnknown, NUMBER.unknown)],
        NUMBER.unknown,
        'This card number does not exist. Please check the number on the back of the card',
      ),
    ));

  it('refuses one of the member\'s own cards', () =>
    verify(
      bind(
        "the demo member binds their own league card's number",
        [DEMO_CARDS],
        EXAMPLE.leagueCardNo,
        'This card is already bound to your account',
        fromState('leagueCardNo'),
      ),
    ));

  it("refuses another member's card", () =>
    verify(
      bind(
        "the demo member binds another member's card number",
        [numberState(ProviderState.cardNumberRegistered, NUMBER.registered)],
        NUMBER.registered,
        'This card number is already registered',
      ),
    ));

  it('refuses a retired card', () =>
    verify(
      bind(
        'the demo member binds a retired card number',
        [numberState(ProviderState.cardNumberRetired, NUMBER.retired)],
        NUMBER.retired,
        'This card was replaced by another and can no longer be used',
      ),
    ));
});

describe('member.cardUnbundling (F /rpi/websitsMember/cardUnbundling)', () => {
  it('unbinds a card that is not main', () =>
    verify({
      definition: cardUnbundling,
      description: 'the demo member unbinds their league card',
      states: [LOGGED_IN, DEMO_CARDS],
      body: { cardId: fromState('leagueCardId') },
      params: { cardId: EXAMPLE.leagueCardId },
      answer: DONE,
      check: done,
    }));

  it('answers 198 without a token', () => verify(visitorInteraction(cardUnbundling, { cardId: '30001' }, { cardId: 30001 })));

  it("refuses another member's card", () =>
    verify(
      refusal(
        cardUnbundling,
        "the demo member unbinds another member's card",
        [LOGGED_IN, OTHER_CARD],
        { cardId: fromState('otherCardId') },
        { cardId: EXAMPLE.otherCardId },
        NOT_YOUR_CARD,
      ),
    ));

  it('never unbinds the main card', () =>
    verify(
      refusal(
        cardUnbundling,
        'the demo member unbinds their main card',
        [LOGGED_IN, DEMO_CARDS],
        { cardId: fromState('mainCardId') },
        { cardId: EXAMPLE.mainCardId },
        'The main card cannot be unbound',
      ),
    ));
});

describe('member.masterCard (F /rpi/websitsMember/masterCard)', () => {
  it('makes a card main', () =>
    verify({
      definition: masterCard,
      description: 'the demo member makes their league card main',
      states: [LOGGED_IN, DEMO_CARDS],
      body: { cardId: fromState('leagueCardId'), memberId: fromState('memberId') },
      params: { cardId: EXAMPLE.leagueCardId, memberId: EXAMPLE.memberId },
      answer: DONE,
      check: done,
    }));

  it('makes the main card main again, which changes nothing', () =>
    verify({
      definition: masterCard,
      description: 'the demo member makes their main card main again',
      states: [LOGGED_IN, DEMO_CARDS],
      body: { cardId: fromState('mainCardId'), memberId: fromState('memberId') },
      params: { cardId: EXAMPLE.mainCardId, memberId: EXAMPLE.memberId },
      answer: DONE,
      check: done,
    }));

  it('answers 198 without a token', () =>
    verify(visitorInteraction(masterCard, { cardId: '30001', memberId: '10001' }, { cardId: 30001, memberId: 10001 })));

  it("refuses another member's account", () =>
    verify(
      refusal(
        masterCard,
        "the demo member names another member's account",
        [LOGGED_IN, DEMO_CARDS, OTHER_CARD],
        { cardId: fromState('leagueCardId'), memberId: fromState('otherMemberId') },
        { cardId: EXAMPLE.leagueCardId, memberId: EXAMPLE.otherMemberId },
        NOT_YOUR_ACCOUNT,
      ),
    ));

  it("refuses another member's card", () =>
    verify(
      refusal(
        masterCard,
        "the demo member makes another member's card main",
        [LOGGED_IN, OTHER_CARD],
        { cardId: fromState('otherCardId'), memberId: fromState('memberId') },
        { cardId: EXAMPLE.otherCardId, memberId: EXAMPLE.memberId },
        NOT_YOUR_CARD,
      ),
    ));
});

describe('member.copyCard (F /rpi/websitsMember/copyCard)', () => {
  const copy = (description: string, states: State[], body: Record<string, unknown>, params: { cardNoOld: string; cardNoNew: string; password: string }, message: string) =>
    refusal(copyCard, description, [LOGGED_IN, ...states], body, params, message);
  const fromLeague = { cardNoOld: EXAMPLE.leagueCardNo, password: DEMO_PASSWORD_HASH };

  it('copies the league card onto a free number with the right password', () =>
    verify({
      definition: copyCard,
      description: 'the demo member copies their league card onto a free number',
      states: [LOGGED_IN, DEMO_CARDS, numberState(ProviderState.cardNumberFree, NUMBER.free)],
      body: { cardNoOld: fromState('leagueCardNo'), cardNoNew: NUMBER.free, password: DEMO_PASSWORD_HASH },
      // The app hashes the password the member typed: the pact pins the wire format.
      params: { cardNoOld: EXAMPLE.leagueCardNo, cardNoNew: NUMBER.free, password: hashPassword(DEMO_PASSWORD) },
      answer: DONE,
      check: done,
    }));

  it('answers 198 without a token', () =>
    verify(
      visitorInteraction(
        copyCard,
        { cardNoOld: EXAMPLE.leagueCardNo, cardNoNew: NUMBER.free, password: DEMO_PASSWORD_HASH },
        { cardNoOld: EXAMPLE.leagueCardNo, cardNoNew: NUMBER.free, password: DEMO_PASSWORD_HASH },
      ),
    ));

  it('refuses a wrong password', () =>
    verify(
      copy(
        'the demo member copies a card with a wrong password',
        [DEMO_CARDS, numberState(ProviderState.cardNumberFree, NUMBER.free)],
        { cardNoOld: fromState('leagueCardNo'), cardNoNew: NUMBER.free, password: WRONG_PASSWORD_HASH },
        { cardNoOld: EXAMPLE.leagueCardNo, cardNoNew: NUMBER.free, password: WRONG_PASSWORD_HASH },
        'The password is incorrect',
      ),
    ));

  it("refuses another member's card", () =>
    verify(
      copy(
        "the demo member copies another member's card",
        [OTHER_CARD, numberState(ProviderState.cardNumberFree, NUMBER.free)],
        { cardNoOld: fromState('otherCardNo'), cardNoNew: NUMBER.free, password: DEMO_PASSWORD_HASH },
        { cardNoOld: EXAMPLE.otherCardNo, cardNoNew: NUMBER.free, password: DEMO_PASSWORD_HASH },
        NOT_YOUR_CARD,
      ),
    ));

  const onto = (description: string, states: State[], cardNoNew: string, message: string, cardNoNewBody: unknown = cardNoNew) =>
    copy(
      description,
      [DEMO_CARDS, ...states],
      { cardNoOld: fromState('leagueCardNo'), cardNoNew: cardNoNewBody, password: DEMO_PASSWORD_HASH },
      { ...fromLeague, cardNoNew },
      message,
    );

  it('refuses a new number that is not 16 digits', () =>
    verify(onto('the demo member copies a card onto a number of 5 digits', [], NUMBER.malformed, 'The card number must have 16 digits')));

  it('refuses an unknown new number', () =>
    verify(
      onto(
        'the demo member copies a card onto a number the network never issued',
        [numberState(ProviderState.cardNumberUnknown, NUMBER.unknown)],
        NUMBER.unknown,
        'This card number does not exist. Please check the number on the back of the card',
      ),
    ));

  it("refuses one of the member's own cards as the new number", () =>
    verify(
      onto(
        "the demo member copies their league card onto their main card's number",
        [],
        EXAMPLE.mainCardNo,
        'This card is already bound to your account',
        fromState('mainCardNo'),
      ),
    ));

  it("refuses another member's card as the new number", () =>
    verify(
      onto(
        "the demo member copies a card onto another member's card number",
        [numberState(ProviderState.cardNumberRegistered, NUMBER.registered)],
        NUMBER.registered,
        'This card number is already registered',
      ),
    ));

  it('refuses a retired new number', () =>
    verify(
      onto(
        'the demo member copies a card onto a retired card number',
        [numberState(ProviderState.cardNumberRetired, NUMBER.retired)],
        NUMBER.retired,
        'This card was replaced by another and can no longer be used',
      ),
    ));
});

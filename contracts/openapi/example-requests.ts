/**
 * One request per call that the fake backend, seeded with seed 1, answers with code 100: the
 * examples of the OpenAPI document. Every value is taken from the seed (the demo member, what an
 * earlier example answered, a free card of the seed), never typed as a guess, so the examples
 * stay right when the seed changes. They run in the order written here: what only reads first,
 * on the untouched seed, then the writes, each choosing records that the writes before it left
 * valid. A call added to shared/api without an example here fails the type check.
 */
import { readFileSync } from 'node:fs';
import type * as z from 'zod/mini';
import { formatAwardMessages, hashPassword, type AnswerOf, type calls } from '@/shared/api/wire';
import { db } from '@mocks/db/collections';
import { COUNTRY_ID } from '@mocks/db/countries';
import { DEMO_LOGIN, DEMO_MAIN_CARD_ID, DEMO_MEMBER_ID, DEMO_PASSWORD_HASH } from '@mocks/db/demo-member';

type Calls = typeof calls;
export type CallName = keyof Calls;

export interface ExampleContext {
  /** The data an earlier example was answered with. */
  answerOf<Name extends CallName>(name: Name): AnswerOf<Calls[Name]>;
  /** The code the fake backend last sent to an address (canonical form), sending one when it has sent none. */
  codeSentTo(channel: 'email' | 'sms', address: string): Promise<string>;
}

export type ExampleRequest<Name extends CallName> = (context: ExampleContext) => z.input<Calls[Name]['request']> | Promise<z.input<Calls[Name]['request']>>;

const COUNTRY = COUNTRY_ID.EN;
const member = { memberId: DEMO_MEMBER_ID };
const mainCard = { cardId: DEMO_MAIN_CARD_ID };
const firstPage = { pageNum: 1, pageSize: 2 };
const firstPageByIndex = { pageIndex: 1, pageSize: 2 };
const NEW_EMAIL = 'new.player@example.com';
const NEW_PHONE = '+86-13912345678';
const STYLE_ITEM_TYPE = 1;

const demo = () => db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!;
/** Members with an email address other than the demo member, in seed order. */
const otherMembers = () => db.members.findMany((q) => q.where({ memberId: (memberId) => memberId !== DEMO_MEMBER_ID, email: (email) => email !== '' }));
const demoCards = () => db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));
const freeCardNumbers = () => db.looseCards.findMany((q) => q.where({ status: 'free' })).map((card) => card.cardNo);
/** A friend of the demo member's country: gifts may go only to one. */
const friendNearby = () => {
  const { countryId } = demo();
  const partners = db.friendships
    .findMany((q) => q.where({ status: 1 }))
    .flatMap((friendship) =>
      friendship.requesterId === DEMO_MEMBER_ID ? [friendship.recipientId] : friendship.recipientId === DEMO_MEMBER_ID ? [friendship.requesterId] : [],
    );
  return partners.find((memberId) => db.members.findFirst((q) => q.where({ memberId }))?.countryId === countryId)!;
};
/** An item that can be given (not a Style item) and that the demo member's gold pays for. */
const giftableItem = () => db.items.all().find((item) => item.type !== STYLE_ITEM_TYPE && item.price <= demo().coin)!;

export const exampleRequests: { [Name in CallName]: ExampleRequest<Name> } = {
  // Public reads.
  countryList: () => ({}),
  login: () => ({ username: DEMO_LOGIN.account, password: DEMO_PASSWORD_HASH }),
  officialNewsList: () => ({ category: 0, title: '', countryId: COUNTRY, ...firstPage }),
  newsInfo: ({ answerOf }) => ({ id: answerOf('officialNewsList').list[0]!.id }),
  activityList: () => ({ countryId: COUNTRY, ...firstPage }),
  activityMonthlyTable: ({ answerOf }) => {
    const [year, month] = String(answerOf('activityList').list[0]!.startDate).split('-').map(Number);
    return { year: year!, month: month!, countryId: COUNTRY };
  },
  activityDetails: ({ answerOf }) => ({ activityId: answerOf('activityList').list[0]!.id }),
  bannerShow: () => ({ countryId: COUNTRY }),
  specialColumnList: () => ({ countryId: COUNTRY, ...firstPage }),
  specialColumnInfo: ({ answerOf }) => ({ id: answerOf('specialColumnList').list[0]!.id }),
  playerList: () => ({ countryId: COUNTRY }),
  playerDetails: ({ answerOf }) => ({ playerId: answerOf('playerList')[0]!.id }),
  newShop: () => ({ countryId: COUNTRY, ...firstPage }),
  shopList: () => ({ countryId: COUNTRY }),
  shopInfo: ({ answerOf }) => ({ shopId: answerOf('newShop').list[0]!.shopId }),
  gameRanking: () => ({ gameType: 100 }),
  awardRanking: () => ({ awardType: 0 }),

  // The demo member's reads.
  memberCardAll: () => member,
  memberCard: () => ({ ...mainCard, ...member }),
  gameInformation: () => mainCard,
  gameData: () => mainCard,
  latelyAchievement: () => mainCard,
  awardRecord: () => mainCard,
  cardList: () => member,
  getAccountInfo: () => member,
  getAwardMessage: () => member,
  friendList: () => ({ type: 0, status: 1, ...member, ...firstPage }),
  warFriends: () => member,
  itemHome: () => ({ number: 2 }),
  itemList: () => firstPageByIndex,
  itemDetails: ({ answerOf }) => ({ itemId: answerOf('itemList').list[0]!.id }),
  myItemList: () => ({ sort: 2, ...firstPageByIndex }),
  mySetting: () => ({}),
  templateList: () => ({}),
  presentList: () => firstPageByIndex,
  askList: () => firstPageByIndex,
  giftCount: () => ({}),

  // Registration and recovery.
  sendEmail: () => ({ email: NEW_EMAIL }),
  sendSMS: () => ({ phone: NEW_PHONE }),
  register: async ({ codeSentTo }) => ({
    account: 'new_player',
    cardNo: freeCardNumbers()[0]!,
    password: hashPassword('first2play'),
    nickname: 'New Player',
    gender: 1,
    acceptSMS: 1,
    acceptMail: 1,
    birth: '1994-05-17',
    countryId: COUNTRY,
    languageId: '3',
    email: NEW_EMAIL,
    emailCode: await codeSentTo('email', NEW_EMAIL),
  }),
  forgetAccount: () => ({ email: demo().email, phone: '' }),
  // Another member's password each: a new password ends the demo member's session the examples use.
  forgetPassword: async ({ codeSentTo }) => {
    const { email } = otherMembers()[0]!;
    return { email, emailCode: await codeSentTo('email', email), phone: '', phoneCode: '', newPassword: hashPassword('fresh2play') };
  },
  resetPassword: async ({ codeSentTo }) => {
    const { email } = otherMembers()[1]!;
    return { identification: email, code: await codeSentTo('email', email), password: hashPassword('fresh2play') };
  },

  // The demo member's writes.
  updateAccountInfo: ({ answerOf }) => {
    const account = answerOf('getAccountInfo');
    return {
      ...member,
      nickname: 'Demo Darter',
      countryId: account.countryId,
      phone: account.phone ?? '',
      email: account.email ?? '',
      portrait: account.portrait ?? '',
      ...(account.homeShopId === null ? {} : { homeShopId: account.homeShopId }),
    };
  },
  uploadAbsolutelyPictures: () => ({
    image: new Blob([readFileSync(new URL('../fixtures/portrait.png', import.meta.url))], { type: 'image/png' }),
    path: 1,
  }),
  setUpAwardMessage: () => ({
    ...member,
    message: formatAwardMessages({
      lowTon: 'Low ton!',
      hatTrick: 'Hat trick!',
      highTon: 'High ton!',
      ton80: 'TON 80!',
      thereInABed: 'Three in a bed',
      whiteHorse: 'White horse',
      thereInABlack: 'Three in the black',
      nineMark: 'Nine mark!',
    }),
  }),
  cardBundling: () => ({ cardNo: freeCardNumbers()[0]!, ...member }),
  cardUnbundling: () => ({ cardId: demoCards().find((card) => !card.isMainCard)!.cardId }),
  masterCard: () => ({ cardId: demoCards().find((card) => !card.isMainCard)!.cardId, ...member }),
  copyCard: () => ({
    cardNoOld: demoCards().find((card) => !card.isMainCard)!.cardNo,
    cardNoNew: freeCardNumbers()[0]!,
    password: DEMO_PASSWORD_HASH,
  }),
  addFriend: ({ answerOf }) => ({ ...member, friendId: answerOf('warFriends')[0]!.friendId }),
  agreeFriend: () => ({
    memberRelationshipId: db.friendships.findFirst((q) => q.where({ recipientId: DEMO_MEMBER_ID, status: 0 }))!.id,
    status: 1,
  }),
  starFriend: ({ answerOf }) => {
    const { memberRelationshipId, star } = answerOf('friendList').list[0]!;
    return { memberRelationshipId, star: star === 1 ? 0 : 1 };
  },
  buyItem: () => ({ itemId: giftableItem().id }),
  setSlotItem: ({ answerOf }) => {
    const { id, type } = answerOf('myItemList').list[0]!;
    return { itemId: id, type };
  },
  insertTemplate: ({ answerOf }) => ({ name: 'Practice night', itemIds: answerOf('mySetting').list.map((slot) => slot.id) }),
  updateTemplate: ({ answerOf }) => {
    const { id, itemIds } = answerOf('templateList')[0]!;
    return { id, name: 'League night', itemIds };
  },
  changeTemplate: ({ answerOf }) => ({ templateId: answerOf('templateList')[0]!.id }),
  deleteTemplates: () => [db.itemTemplates.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID, name: 'Practice night' }))!.id],
  sendGift: () => ({ itemId: giftableItem().id, revMemberId: friendNearby() }),
  askGift: () => ({ itemId: giftableItem().id, sndMemberId: friendNearby() }),
  receiveGift: ({ answerOf }) => ({ giftId: answerOf('presentList').list[0]!.id }),
  receiveAllGifts: () => ({}),
  handleGiftRequest: ({ answerOf }) => ({ askId: answerOf('askList').list[0]!.id, status: true }),
  // Last: a new password ends the member's other sessions.
  updatePassword: () => ({ oldPassword: DEMO_PASSWORD_HASH, newPassword: hashPassword('darts456'), ...member }),
};

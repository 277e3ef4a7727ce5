import { DAY_MS } from '../rules/clock';
import { COUNTRIES, type SeedCountry } from './countries';
import { formatBackendDate } from './dates';
import {
  DEMO_COUNTRY_ID,
  DEMO_LOGIN,
  DEMO_MAIN_CARD_ID,
  DEMO_MEMBER_ID,
  DEMO_PASSWORD_HASH,
  SEEDED_MEMBER_PASSWORD_HASH,
} from './demo-member';
import { accountName, personName, seededRandom } from './random';
import type { MemberRecord } from './schemas';

/** The demo member's gold: enough to try the item shop, not to buy everything. */
export const DEMO_COINS = 1250;

/** Gold of a seeded member: 100-999, fixed by the member id (no draw, so other seeded values stay put). */
export const seededCoins = (memberId: number): number => 100 + ((memberId * 379) % 900);

/** How many members besides the demo member each country gets. */
const OTHER_MEMBERS: Record<SeedCountry['countryCode'], number> = { CN: 3, HK: 2, EN: 2, JP: 3 };

function demoMember(reference: number): MemberRecord {
  const country = COUNTRIES.find((entry) => entry.countryId === DEMO_COUNTRY_ID)!;
  return {
    memberId: DEMO_MEMBER_ID,
    account: DEMO_LOGIN.account,
    passwordHash: DEMO_PASSWORD_HASH,
    nickname: 'Demo Player',
    mainCardId: DEMO_MAIN_CARD_ID,
    countryId: country.countryId,
    languageId: country.languageId,
    gender: 1,
    birth: '1990-06-15',
    email: 'demo@example.com',
    phone: '',
    createdAt: reference - 400 * DAY_MS,
    coin: DEMO_COINS,
  };
}

/** The demo member plus about ten others with names in their country's language. */
export function generateMembers(seed: number, reference: number): MemberRecord[] {
  const members = [demoMember(reference)];
  const passwordHash = SEEDED_MEMBER_PASSWORD_HASH;
  const accounts = new Set<string>([DEMO_LOGIN.account]);
  // Accounts are Latin letters in every country, as the real registration form requires.
  const accountRandom = seededRandom([seed, 1]);
  const accountNames = Array.from({ length: 20 }, () => accountName(accountRandom));

  for (const country of COUNTRIES) {
    const random = seededRandom([seed, 2, country.countryId]);
    for (let index = 0; index < OTHER_MEMBERS[country.countryCode]; index += 1) {
      const memberId = DEMO_MEMBER_ID + members.length;
      let account = accountNames[members.length - 1] || `player${memberId}`;
      if (accounts.has(account)) account = `${account}${memberId}`;
      accounts.add(account);
      const gender = random.helpers.arrayElement([0, 1] as const);
      const birth = formatBackendDate(
        Date.UTC(1970, 0, 1) + random.number.int({ min: 0, max: 33 * 365 }) * DAY_MS,
        0,
      );
      members.push({
        memberId,
        account,
        passwordHash,
        nickname: personName(random, country.language, gender === 1 ? 'male' : 'female'),
        mainCardId: DEMO_MAIN_CARD_ID + members.length,
        countryId: country.countryId,
        languageId: country.languageId,
        gender,
        birth,
        email: `${account}@example.com`,
        phone: country.countryCode === 'CN' ? `+86-13${random.string.numeric(9)}` : '',
        createdAt: reference - random.number.int({ min: 30, max: 900 }) * DAY_MS,
        coin: seededCoins(memberId),
      });
    }
  }
  return members;
}

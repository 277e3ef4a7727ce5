import { DAY_MS, HOUR_MS, MINUTE_MS } from '../rules/clock';
import type { Language } from '../rules/messages';
import { SHOP_IMAGE_FILES, shopImageUrl } from '../media/shop-images';
import { COUNTRIES, type SeedCountry } from './countries';
import { seededRandom, type Random } from './random';
import { fillTemplate } from './copy-template';
import type { ShopRecord } from './schemas';
import type { AddressFacts, PhoneCopy, ShopArea, ShopCopy, ShopFacts } from './shop-copy/copy';

/** Shops join the network over the last two years. */
const HISTORY_DAYS = 730;

type DraftShop = Omit<ShopRecord, 'shopId'>;

function machinesOf(random: Random): ShopRecord['machineList'] {
  // About a third of the shops have only W1 machines; the others at least one A1.
  if (random.number.int({ min: 1, max: 3 }) === 1) return [{ machineType: 'W1', machineNum: random.number.int({ min: 1, max: 4 }) }];
  const machines: ShopRecord['machineList'] = [{ machineType: 'A1', machineNum: random.number.int({ min: 1, max: 4 }) }];
  if (random.datatype.boolean()) machines.push({ machineType: 'W1', machineNum: random.number.int({ min: 1, max: 3 }) });
  return machines;
}

/** A phone number drawn as the copy says, left to right: `{prefix}` one of its prefixes, each `#` a digit. */
function drawPhone(phone: PhoneCopy, random: Random): string {
  const format = 'either' in phone ? (random.datatype.boolean() ? phone.either[0] : phone.either[1]) : phone;
  return format.pattern.replace(/\{prefix\}|#/g, (mark) =>
    mark === '#' ? String(random.number.int({ min: 0, max: 9 })) : random.helpers.arrayElement(format.prefixes),
  );
}

function addressOf(copy: ShopCopy, { street }: ShopArea, number: number, floor: number): string {
  const facts: AddressFacts = { street, number, subNumber: (number % 9) + 1, floor, upperFloor: floor > 1 };
  return fillTemplate(copy.address, facts);
}

/** A type or theme as it reads inside a sentence ("a darts bar"); Chinese and Japanese have no case. */
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

function pickServices(random: Random, copy: ShopCopy): string {
  const count = random.number.int({ min: 2, max: 4 });
  const chosen = random.helpers.shuffle([...copy.services.keys()]).slice(0, count).sort((a, b) => a - b);
  return chosen.map((index) => copy.services[index]!).join(copy.serviceSeparator);
}

function draftCountryShops(
  copies: Readonly<Record<Language, ShopCopy>>,
  country: SeedCountry,
  seed: number,
  reference: number,
  mediaBase: string,
): DraftShop[] {
  const copy = copies[country.language];
  const random = seededRandom([seed, 5, country.countryId]);
  const drafts = copy.shops.map(({ name, slug }): DraftShop => {
    const area = random.helpers.arrayElement(copy.areas);
    const machineList = machinesOf(random);
    const createdAt =
      reference -
      random.number.int({ min: 1, max: HISTORY_DAYS }) * DAY_MS +
      random.number.int({ min: 9, max: 18 }) * HOUR_MS +
      random.number.int({ min: 0, max: 59 }) * MINUTE_MS -
      country.utcOffsetMinutes * MINUTE_MS;
    const type = random.helpers.arrayElement(copy.types);
    const theme = random.helpers.arrayElement(copy.themes);
    const a1 = machineList.find((machine) => machine.machineType === 'A1')?.machineNum ?? 0;
    const w1 = machineList.find((machine) => machine.machineType === 'W1')?.machineNum ?? 0;
    const intro = random.helpers.arrayElement(copy.intros);
    const introFacts: ShopFacts = {
      name,
      type,
      theme,
      typeInSentence: lowerFirst(type),
      themeInSentence: lowerFirst(theme),
      a1,
      w1,
      machines: a1 + w1,
      hasA1: a1 > 0,
      hasW1: w1 > 0,
      year: new Date(createdAt).getUTCFullYear(),
    };
    return {
      countryId: country.countryId,
      countryCode: country.countryCode,
      countryName: country.countryName,
      shopName: name,
      shopAddress: addressOf(copy, area, random.number.int({ min: 2, max: 288 }), random.number.int({ min: 1, max: 5 })),
      shopImg: '',
      shopPhone: drawPhone(copy.phone, random),
      shopInfo: fillTemplate(intro, introFacts),
      type,
      openingTime: random.helpers.arrayElement(copy.openingTimes),
      restDay: random.helpers.arrayElement(copy.restDays),
      trafficInfo: fillTemplate(copy.traffic, { station: area.station, minutes: random.number.int({ min: 1, max: 12 }) }),
      budget: random.helpers.arrayElement(copy.budgets),
      theme,
      service: pickServices(random, copy),
      url: fillTemplate(copy.url, { slug }),
      machineList,
      createdAt,
    };
  });

  // In joining order, the images cycle through a shuffled set, so neighbours in a list differ.
  const images = random.helpers.shuffle(SHOP_IMAGE_FILES.filter((file) => country.countryCode === 'JP' || file !== 'izakaya'));
  const newestFirst = [...drafts].sort((a, b) => b.createdAt - a.createdAt);
  newestFirst.forEach((draft, index) => {
    draft.shopImg = shopImageUrl(mediaBase, images[index % images.length]!);
  });
  return drafts;
}

/**
 * The venues of every country (18 in China, 14 in Hong Kong, 12 English-speaking, 18 in Japan),
 * written in each country's language, with ids dense from 1 in joining order across the network
 * (as an auto-increment key would give them). Deterministic for a seed and reference day.
 */
export function generateShops(
  copies: Readonly<Record<Language, ShopCopy>>,
  seed: number,
  reference: number,
  mediaBase: string,
): ShopRecord[] {
  const drafts = COUNTRIES.flatMap((country) => draftCountryShops(copies, country, seed, reference, mediaBase));
  return drafts
    .map((draft, order) => ({ draft, order }))
    .sort((a, b) => a.draft.createdAt - b.draft.createdAt || a.order - b.order)
    .map(({ draft }, index) => ({ ...draft, shopId: index + 1 }));
}

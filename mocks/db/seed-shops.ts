import { DAY_MS, HOUR_MS, MINUTE_MS } from '../rules/clock';
import type { Language } from '../rules/messages';
import { SHOP_IMAGE_FILES, shopImageUrl } from '../media/shop-images';
import { COUNTRIES, type SeedCountry } from './countries';
import { seededRandom, type Random } from './random';
import type { ShopRecord } from './schemas';
import type { ShopCopy } from './shop-copy/copy';
import { englishCopy } from './shop-copy/english';
import { japaneseCopy } from './shop-copy/japanese';
import { simplifiedChineseCopy } from './shop-copy/simplified-chinese';
import { traditionalChineseCopy } from './shop-copy/traditional-chinese';

const COPY: Record<Language, ShopCopy> = {
  'zh-CN': simplifiedChineseCopy,
  'zh-TW': traditionalChineseCopy,
  en: englishCopy,
  ja: japaneseCopy,
};

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

function pickServices(random: Random, copy: ShopCopy): string {
  const count = random.number.int({ min: 2, max: 4 });
  const chosen = random.helpers.shuffle([...copy.services.keys()]).slice(0, count).sort((a, b) => a - b);
  return chosen.map((index) => copy.services[index]!).join(copy.serviceSeparator);
}

function draftCountryShops(country: SeedCountry, seed: number, reference: number, mediaBase: string): DraftShop[] {
  const copy = COPY[country.language];
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
    return {
      countryId: country.countryId,
      countryCode: country.countryCode,
      countryName: country.countryName,
      shopName: name,
      shopAddress: copy.address(area, random.number.int({ min: 2, max: 288 }), random.number.int({ min: 1, max: 5 })),
      shopImg: '',
      shopPhone: copy.phone(random),
      shopInfo: intro({ name, type, theme, a1, w1, year: new Date(createdAt).getUTCFullYear() }),
      type,
      openingTime: random.helpers.arrayElement(copy.openingTimes),
      restDay: random.helpers.arrayElement(copy.restDays),
      trafficInfo: copy.traffic(area.station, random.number.int({ min: 1, max: 12 })),
      budget: random.helpers.arrayElement(copy.budgets),
      theme,
      service: pickServices(random, copy),
      url: copy.url(slug),
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
export function generateShops(seed: number, reference: number, mediaBase: string): ShopRecord[] {
  const drafts = COUNTRIES.flatMap((country) => draftCountryShops(country, seed, reference, mediaBase));
  return drafts
    .map((draft, order) => ({ draft, order }))
    .sort((a, b) => a.draft.createdAt - b.draft.createdAt || a.order - b.order)
    .map(({ draft }, index) => ({ ...draft, shopId: index + 1 }));
}

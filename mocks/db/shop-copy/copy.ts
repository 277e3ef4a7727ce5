import type { Random } from '../random';

/** What an introduction is written from. */
export interface ShopFacts {
  name: string;
  type: string;
  theme: string;
  a1: number;
  w1: number;
  /** Year the shop joined the network. */
  year: number;
}

export interface ShopArea {
  /** Street address without the house number, in the country's order. */
  street: string;
  /** Nearest station or stop, as locals name it. */
  station: string;
}

/**
 * Hand-written shop copy of one country, in its language. The seed combines it with seeded
 * choices; no generated filler text.
 */
export interface ShopCopy {
  /** One entry per shop of the country; `slug` names its website. */
  shops: readonly { name: string; slug: string }[];
  areas: readonly ShopArea[];
  address(area: ShopArea, number: number, floor: number): string;
  phone(random: Random): string;
  /** Website of a shop. */
  url(slug: string): string;
  types: readonly string[];
  themes: readonly string[];
  openingTimes: readonly string[];
  restDays: readonly string[];
  budgets: readonly string[];
  services: readonly string[];
  /** How a list of services is joined ("、", ", ", ...). */
  serviceSeparator: string;
  traffic(station: string, minutes: number): string;
  intros: readonly ((facts: ShopFacts) => string)[];
}

const digits = (random: Random, count: number): string =>
  Array.from({ length: count }, () => random.number.int({ min: 0, max: 9 })).join('');

export { digits };

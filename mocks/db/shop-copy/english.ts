import { digits, type ShopCopy } from './copy';

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

export const englishCopy: ShopCopy = {
  shops: [
    { name: 'The Oche Room', slug: 'theocheroom' },
    { name: 'Bullseye Tavern', slug: 'bullseyetavern' },
    { name: 'Treble Twenty Bar', slug: 'trebletwenty' },
    { name: 'The Flight Deck', slug: 'flightdeck' },
    { name: 'Red Lion Darts Club', slug: 'redliondarts' },
    { name: 'Checkout Lounge', slug: 'checkoutlounge' },
    { name: 'The Double Top', slug: 'thedoubletop' },
    { name: 'Arrows & Ale', slug: 'arrowsandale' },
    { name: 'Neon Bull Arcade Bar', slug: 'neonbull' },
    { name: 'The Crown & Dart', slug: 'crownanddart' },
    { name: 'Madhouse Social', slug: 'madhousesocial' },
    { name: 'The Dartford Arms', slug: 'dartfordarms' },
  ],
  areas: [
    { street: 'Shoreditch High Street, London E1 6PJ', station: 'Shoreditch High Street station' },
    { street: 'Camden High Street, London NW1 7JE', station: 'Camden Town station' },
    { street: 'Oldham Street, Manchester M1 1JQ', station: 'Piccadilly Gardens tram stop' },
    { street: 'Bold Street, Liverpool L1 4DS', station: 'Liverpool Central station' },
    { street: 'Broad Street, Birmingham B1 2HF', station: 'Brindleyplace tram stop' },
    { street: 'Rose Street, Edinburgh EH2 2PR', station: 'Edinburgh Waverley station' },
    { street: 'Stokes Croft, Bristol BS1 3PR', station: 'Bristol Bus Station' },
    { street: 'Call Lane, Leeds LS1 7BT', station: 'Leeds station' },
  ],
  address: (area, number, floor) => `${floor > 1 ? `Floor ${floor}, ` : ''}${number} ${area.street}`,
  phone: (random) => `+44 ${random.helpers.arrayElement(['20', '161', '151', '121', '131', '117', '113'])} ${digits(random, 3)} ${digits(random, 4)}`,
  url: (slug) => `https://www.${slug}.co.uk/`,
  types: ['Darts bar', 'Pub', 'Sports bar', 'Darts club', 'Arcade bar', 'Cocktail lounge'],
  themes: ['Classic British pub', 'Neon arcade', 'Industrial loft', 'Victorian parlour', 'Sports stadium', 'Seaside retro'],
  openingTimes: ['12:00-23:00', '16:00-00:00', '17:00-01:00', '11:00-23:30', '18:00-02:00'],
  restDays: ['Open every day', 'Mondays', 'Tuesdays', 'Christmas Day'],
  budgets: ['£15-£25 per person', '£20-£35 per person', '£10-£20 per person', 'From £25 per person'],
  services: ['Free Wi-Fi', 'Private hire', 'Darts coaching', 'Card payments only', 'Dart locker', 'Live sport', 'Pub quiz on Thursdays', 'Dog friendly'],
  serviceSeparator: ', ',
  traffic: (station, minutes) => `${minutes} minutes' walk from ${station}`,
  intros: [
    ({ name, theme, a1, w1 }) =>
      `${name} is a ${lowerFirst(theme)} with ${a1 + w1} darts machines${a1 > 0 ? `, ${a1} of them the new A1` : ''}. Walk in for a casual leg or stay for the league night.`,
    ({ name, type, year }) =>
      `A ${lowerFirst(type)} on the Adarts network since ${year}. ${name} runs a house league every week, and every result goes straight onto your player card.`,
    ({ name, w1 }) =>
      `${name} pours local craft beer and serves proper bar food.${w1 > 0 ? ` Its ${w1} W1 machines are perfect for team games.` : ''} Staff are happy to show beginners the ropes.`,
  ],
};

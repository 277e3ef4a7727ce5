import { pick, type ActivityCopy } from './copy';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const englishActivityCopy: ActivityCopy = {
  districts: ['Soho', 'Northern Quarter', 'Temple Bar', 'Shoreditch', 'Southbank'],
  formatDate: (date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`,
  titles: {
    activity: [
      (f) => `Happy Hour at ${f.venue}: double gold every evening`,
      (f) => `Beginners' Night at ${f.venue}`,
      () => 'Count-Up Challenge: score 700 for a limited Effect item',
      (f) => `Bring a Friend Week at ${f.venue}`,
      () => 'Bull Festival: 50 bulls for an exclusive Bull Sound',
      (f) => `Stamp Rally round ${f.venue} and friends`,
      (f) => `Darts & Pizza Night at ${f.venue}`,
      (f) => `Anniversary Free Play at ${f.venue}`,
    ],
    match: [
      (f) => `${f.venue} Open, round ${f.edition}`,
      (f) => `Doubles Cup at ${f.venue}`,
      (f) => `National League Stage ${f.edition} qualifier`,
      () => 'Monthly Rating Cup',
      (f) => `Cricket Masters at ${f.venue}`,
      (f) => `Team 501 League, week ${f.edition}`,
      () => 'Rating 10+ Invitational',
      (f) => `Juniors' Shoot-out at ${f.venue}`,
    ],
  },
  body: (kind, f) =>
    kind === 'match'
      ? `Throw for the title at ${f.venue} ${f.startText === f.endText ? `on ${f.startText}` : `from ${f.startText} to ${f.endText}`}. ` +
        `${pick(['Seeding follows your current rating.', 'Groups are drawn on the first evening.', 'Every leg is played on the network machines, so your stats count.'], f.variant)}\n\n` +
        `• Format: ${pick(['501 double out, best of five legs', 'Cricket, best of three', '701 doubles, best of three'], f.variant)}\n` +
        `• Check-in: 30 minutes before your first match\n\nGood darts, everyone!`
      : `From ${f.startText} to ${f.endText}, ${f.venue} ` +
        `${pick(['turns every evening into a party.', 'welcomes new and regular players alike.', 'has something for every level.'], f.variant)} ` +
        `Play on the network machines with your player card and collect up to ${f.gold} gold.\n\n` +
        `${pick(['Staff are happy to show newcomers the ropes.', 'Ask at the bar for the stamp card.', 'Drinks specials run all week.'], f.variant)}`,
  machineType: (machines) =>
    machines.length === 2 ? 'A1 and W1 machines' : machines[0] === 'A1' ? 'A1 machines only' : 'W1 machines only',
  joinMethod: {
    activity: ['Just play with your player card during the event.', 'Register at the counter.\nThen play with your player card.'],
    match: ['Sign up at the host shop before the closing date.', 'Enter online or at the counter.\nPlaces are limited.'],
  },
  cost: (kind, f) =>
    kind === 'match' ? `£${5 + (f.variant % 4) * 5} entry fee\nPaid at the counter on the day` : 'Free: normal game prices apply',
  reward: (kind, f) =>
    kind === 'match'
      ? `Winner: trophy and ${f.gold} gold\nTop four: medals`
      : `Up to ${f.gold} gold\nA limited item for everyone who takes part`,
  contact: (venue) => `${venue}\nAsk the staff, or call the shop`,
  other: [
    'Please bring your own player card.',
    'The organiser may change the schedule.\nChanges are posted in the shop.',
    'Under-18s play until 9 pm only.',
  ],
};

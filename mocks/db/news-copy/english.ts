import { figure, past, pick, type NewsCopy } from './copy';

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/** News of the English-speaking network (country 617). */
export const englishCopy: NewsCopy = {
  cities: ['London', 'Manchester', 'Birmingham', 'Glasgow', 'Dublin', 'Sydney', 'Melbourne', 'Auckland', 'Toronto', 'Singapore'],
  venues: [
    'The Oche Lounge', 'Bullseye Tavern', 'Red Lion Darts Bar', 'Treble Twenty Club', 'The Flight Deck',
    'Arrows Sports Bar', 'Checkout Corner', 'The Double Top', 'Crown & Cricket', 'Nine Darter Bar',
  ],
  formatDate: (date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`,
  monthName: (month) => MONTHS[month - 1]!,

  titles: {
    3: [
      (f) => `Happy Hour at ${f.venue}: double gold on every game on Friday nights`,
      (f) => `Beginners' Night in ${f.city}: free coaching for new players`,
      () => 'Count-Up Challenge Week: score 700 or more and win a limited Effect item',
      (f) => `${f.month} Card Campaign: register a new card and get ${f.gold} gold`,
      (f) => `Team Cricket League Night returns to ${f.venue}`,
      () => 'Bull Festival: hit 50 bulls this month for an exclusive Bull Sound',
      (f) => `Ladies' Night at ${f.venue}: half-price games all evening`,
      (f) => `Stamp Rally across ${f.city}: visit five shops and collect a commemorative flight`,
      (f) => `Anniversary Week at ${f.venue}: free play from 6 pm to 8 pm`,
      (f) => `Weekend 501 Challenge: check out in 15 darts or fewer for ${f.gold} bonus gold`,
      (f) => `Darts & Pizza Night at ${f.venue}`,
      (f) => `Bring a Friend in ${f.month}: you both get ${f.gold} gold`,
    ],
    4: [
      (f) => `${f.city} Open ${f.year}: entries now open`,
      past((f) => `Results: ${f.player} takes the ${f.city} Masters title`),
      (f) => `National League Stage ${f.edition}: ${f.city} qualifiers announced`,
      (f) => `Doubles Cup at ${f.venue}: draw and schedule published`,
      past((f) => `Monthly Ranking Cup, ${f.month}: final standings`),
      past((f) => `Rating 10+ Invitational: ${f.player} wins in a deciding leg`),
      (f) => `Junior Championship ${f.year} comes to ${f.venue}`,
      past((f) => `Soft-Tip Grand Prix ${f.year}, Round ${f.edition}: report from ${f.city}`),
      past((f) => `Team League Finals: ${f.venue} crowned champions`),
      (f) => `Shop Battle ${f.edition}: ${f.city} teams go head to head`,
      (f) => `Cricket Masters qualifier at ${f.venue}: 64 places available`,
      past((f) => `${f.player} wins the ${f.city} Classic with a 9-mark finish`),
    ],
    6: [
      (f) => `Scheduled maintenance on ${f.startDate}`,
      (f) => `New A1 machines installed at ${f.venue}`,
      (f) => `${f.venue} opens in ${f.city}`,
      () => 'Updated privacy policy for member accounts',
      () => 'Item Shop: a new Effect series is now available',
      (f) => `Rating calculation update from ${f.month}`,
      () => 'Card replacement service: keep your statistics when you change cards',
      (f) => `Holiday opening hours for shops in ${f.city}`,
      () => 'Security notice: we will never ask for your password',
      () => 'Gold coin rules: up to 30 gold per game',
      () => 'The member site has been renewed: here is what is new',
      (f) => `Service restored after a network interruption on ${f.previousDate}`,
    ],
  },

  bodies: {
    3: (f, page) => `
<p>${pick(
      [
        `Get ready for one of the liveliest nights of the season. ${f.venue} in ${f.city} is opening its doors to players of every level, and everyone who plays with a card collects extra rewards.`,
        `We are delighted to announce a new event for our community. Whether you are throwing your first darts or chasing a higher rating, this is a great chance to meet other players at ${f.venue}.`,
        `Thanks to your support, our events keep growing. This time we have prepared extra gold, limited items and plenty of friendly matches for players in ${f.city}.`,
      ],
      f.variant,
    )}</p>
<h3>Event details</h3>
<ul>
<li><strong>Period:</strong> ${f.startDate} to ${f.endDate}</li>
<li><strong>Venue:</strong> ${f.venue}, ${f.city}</li>
<li><strong>Machines:</strong> all A1 and W1 machines</li>
<li><strong>Reward:</strong> up to ${f.gold} gold, added to your card</li>
</ul>
${figure(page)}
<h3>How to take part</h3>
<ol>
<li>Insert your player card before your first game.</li>
<li>Play any game mode during the event period.</li>
<li>Rewards reach your card within 24 hours of the event ending.</li>
</ol>
<p>${pick(
      [
        'Staff at the venue will gladly help with card registration. See you at the oche!',
        'Games played without a card cannot be counted, so remember to bring yours.',
      ],
      f.variant,
    )} <a href="${page.base}AdartsShop">Find a shop near you</a>.</p>`,

    4: (f, page) => `
<p>${
      f.past
        ? `What a day of darts! ${f.player} kept a cool head through a packed bracket and lifted the trophy in front of a full house.`
        : pick(
            [
              `The best players in ${f.city} will meet at ${f.venue} for another round of high-level darts. Spectators are welcome and entry to the venue is free.`,
              'Entries are open for players of all ratings. The tournament is played on our network machines, so every leg counts towards your statistics.',
            ],
            f.variant,
          )
    }</p>
<h3>Tournament format</h3>
<ul>
<li><strong>Date:</strong> ${f.startDate}</li>
<li><strong>Venue:</strong> ${f.venue}, ${f.city}</li>
<li><strong>Games:</strong> 501 double out and standard cricket, best of three legs</li>
<li><strong>Prizes:</strong> trophies for the top three and ${f.gold} gold for every quarter-finalist</li>
</ul>
${figure(page)}
<h3>${f.past ? 'Highlights' : 'Good to know'}</h3>
<p>${pick(
      f.past
        ? [
            `The final went the distance: after trading 501 legs, ${f.player} closed the cricket decider with a white horse.`,
            'Several players posted averages above 25 PPD in the group stage, and the knockout rounds were decided by a single dart more than once.',
          ]
        : [
            'Registration closes three days before the event or when the bracket is full, whichever comes first.',
            "Last year's edition drew more than 120 players, so we recommend entering early.",
          ],
      f.variant,
    )}</p>
<p>Rankings are updated after every match day. <a href="${page.base}MatchRanting">See the latest rankings</a>.</p>`,

    6: (f, page) => `
<p>${pick(
      [
        'Thank you for playing on our network. Please read the following notice carefully.',
        'We are always working to make the darts experience better for our members. Here is an update you should know about.',
        `This notice concerns members and shops across the network, including ${f.city}.`,
      ],
      f.variant,
    )}</p>
<h3>What changes</h3>
<ul>
<li><strong>Effective from:</strong> ${f.startDate}</li>
<li><strong>Applies to:</strong> all player cards and member accounts</li>
<li><strong>Action needed:</strong> none, your data is kept as it is</li>
</ul>
<p>During maintenance windows, online features such as rankings and the item shop may be unavailable for a short time. Games played offline are uploaded automatically once the connection is back.</p>
${figure(page)}
<p>If you have any questions, please ask the staff at your home shop. <a href="${page.base}MyPageIndex">Check your card on My Page</a>.</p>`,
  },
};

import type { ColumnCopy, PlayerCopy } from './copy';

export const englishColumns: ColumnCopy = {
  columns: [
    { type: 1, title: 'Finding your stance: the foundation of a repeatable throw', lede: 'Every consistent throw starts from the feet. Before you worry about grip or release, make sure you stand the same way at the oche every single time.' },
    { type: 2, title: 'Choosing your first barrel: weight, length and grip', lede: 'Walk into any darts shop and the wall of barrels can be overwhelming. Here is how to narrow it down to a set that suits your throw.' },
    { type: 3, title: 'Oche etiquette: the unwritten rules every player should know', lede: 'Darts is a social game, and good manners at the machine make every match more enjoyable for both sides.' },
    { type: 4, title: 'Interview: {player} on practice, pressure and the perfect leg', lede: '{player} sat down with us after a busy season to talk about daily routines and what goes through the mind on the final double.' },
    { type: 1, title: 'The grip: three fingers or four?', lede: 'There is no single correct grip, but there are grips that make consistency easier. We look at the most common options.' },
    { type: 2, title: 'Soft tips explained: lengths, threads and when to replace them', lede: 'Tips are the cheapest part of your set and the one most players forget about until a dart bounces out at the worst moment.' },
    { type: 3, title: 'Sharing a machine: how to play with strangers at a busy shop', lede: 'On a Friday night the machines fill up fast. A few simple habits make it easy to share the board and maybe make a new friend.' },
    { type: 1, title: 'Follow-through: why your arm should point at the target', lede: 'Many misses happen after the dart has already left your fingers. A clean follow-through keeps the release on line.' },
    { type: 4, title: 'Interview: {player}, from Beginners’ Night to the national league', lede: 'Three years ago {player} threw a first dart at a shop event. Today the name appears at the top of the ranking tables.' },
    { type: 2, title: 'Shafts and flights: small parts, big difference', lede: 'Changing the back of the dart changes how it flies. Understanding shaft length and flight shape helps you tune your set.' },
    { type: 1, title: 'Rhythm over power: a calm three-dart routine', lede: 'Good scoring comes from repeating the same motion three times, not from throwing harder. Build a rhythm and stick to it.' },
    { type: 3, title: 'Keeping score and calling your checkout politely', lede: 'The machine keeps score for you, but knowing how to talk about scores and checkouts is still part of the game.' },
    { type: 1, title: 'Cricket strategy for beginners: when to score and when to close', lede: 'Cricket rewards thinking as much as throwing. These principles will help you win more legs without throwing any better.' },
    { type: 2, title: 'Looking after your darts: cleaning, storage and travel', lede: 'A well-kept set feels the same every time you pick it up. A few minutes of care each month is all it takes.' },
    { type: 4, title: 'Interview: {player} on setting up darts for a new season', lede: 'We asked {player} to open the dart case and explain every choice, from the tip to the flight.' },
    { type: 3, title: 'Win or lose: good sportsmanship at the end of a match', lede: 'How a match ends matters as much as how it is played. Here is how seasoned players finish a game.' },
    { type: 1, title: 'Practising with count-up: turning scores into progress', lede: 'Count-up is more than a warm-up. Used well, it is the best way to measure your grouping week after week.' },
    { type: 2, title: 'Tungsten percentages: what 80%, 90% and 95% really mean', lede: 'The tungsten figure on the packet decides how slim a barrel can be for its weight. Here is why that matters.' },
    { type: 4, title: 'Interview: {player} on nerves, crowds and the big stage', lede: 'Playing in front of a crowd is a different sport. {player} shares how to stay calm when everybody is watching.' },
    { type: 3, title: 'Team nights: how to be a great team-mate', lede: 'In team cricket and league nights, your attitude can lift the whole team, or drag it down.' },
    { type: 1, title: 'Reading your grouping: what your misses are telling you', lede: 'Where your darts land when you miss is valuable information. Learn to read it and fix the cause, not the symptom.' },
    { type: 4, title: 'Interview: {player} on balancing work, family and darts', lede: 'Most league players have a day job. {player} explains how to keep improving with only a few evenings a week.' },
  ],
  sections: {
    1: [
      {
        heading: 'Start from the feet',
        paragraphs: [
          'Place your front foot at an angle to the oche and lean slightly forward, keeping your weight balanced. Your shoulders should stay still while the arm does the work.',
          'Mark your position with the same part of the oche every time. Small changes in where you stand move the dart more than you expect.',
        ],
        list: ['Front foot at roughly 45 degrees', 'Weight mostly on the front foot', 'Head still, eyes on the target'],
      },
      {
        heading: 'A simple drill for this week',
        paragraphs: [
          'Throw twenty darts at a single segment and count how many stay in it. Write the number down and repeat the drill every day.',
          'After a week you will have a clear picture of your progress, and a routine that warms you up before every match.',
        ],
        list: ['Twenty darts at treble 20', 'Twenty darts at the bull', 'Write down both results'],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Most beginners rush. They pick up the next dart before the previous one has landed and never see what went wrong.',
          'Slow down, watch every dart, and only change one thing at a time.',
        ],
        list: ['Dropping the elbow at release', 'Moving the head during the throw', 'Changing grip between darts'],
      },
    ],
    2: [
      {
        heading: 'What to look for',
        paragraphs: [
          'Most players start between 16 and 20 grams. Lighter darts need a firmer push; heavier ones forgive a little wobble in the throw.',
          'Hold several barrels before you buy. The one that feels natural after ten throws is usually the right one.',
        ],
        list: ['Weight: 16 to 20 grams to start', 'Length: longer barrels suit a front grip', 'Grip cuts: rings, shark or smooth'],
      },
      {
        heading: 'Tuning your set',
        paragraphs: [
          'Change one part at a time and throw at least a hundred darts before you judge it.',
          'Keep a note of every combination you try. Within a month you will know what your throw prefers.',
        ],
        list: ['Short shafts for a straight flight path', 'Standard flights for stability', 'Slim flights for tight grouping'],
      },
      {
        heading: 'When to replace parts',
        paragraphs: [
          'Broken tips, bent shafts and torn flights all change how a dart flies. Check your set before every session.',
          'Keep spares in your case so a broken part never ends a good evening.',
        ],
        list: ['Tips: when they bend or shorten', 'Shafts: when the thread wears', 'Flights: at the first tear'],
      },
    ],
    3: [
      {
        heading: 'Before the match',
        paragraphs: [
          'Say hello, introduce yourself and offer your opponent the first warm-up throws. It sets the tone for the whole evening.',
          'If the machine is busy, ask before you join and put your card in only when it is your turn.',
        ],
        list: ['Greet your opponent', 'Agree on the game before starting', 'Keep your drinks away from the oche'],
      },
      {
        heading: 'During play',
        paragraphs: [
          'Stand back and stay quiet while your opponent throws. Movement in the corner of the eye is a real distraction.',
          'Collect your darts promptly and step away so the next throw can begin.',
        ],
        list: ['Stay behind the thrower', 'No talking during a throw', 'Collect your darts quickly'],
      },
      {
        heading: 'After the game',
        paragraphs: [
          'Shake hands, thank your opponent and congratulate a good finish, win or lose.',
          'If others are waiting, give up the machine after your match and let them play.',
        ],
        list: ['Shake hands', 'Thank the shop staff', 'Let waiting players have the board'],
      },
    ],
    4: [
      {
        heading: 'How it started',
        paragraphs: [
          '“I only came to the shop to watch a friend. Someone handed me three darts, and I was hooked after the first bull.”',
          '“For the first year I played twice a week. Then I joined a league team and everything changed.”',
        ],
        list: ['First event: a shop Beginners’ Night', 'First team: the local league', 'First title: a monthly cup'],
      },
      {
        heading: 'The daily routine',
        paragraphs: [
          '“I throw for about an hour most days. Half of it is count-up, the rest is doubles and cricket practice.”',
          '“Resting matters too. When I feel tired, I stop. Bad habits come from practising tired.”',
        ],
        list: ['Warm-up: 10 minutes of count-up', 'Doubles: around the clock', 'Cool-down: one relaxed leg of 501'],
      },
      {
        heading: 'Advice for newcomers',
        paragraphs: [
          '“Do not copy someone else’s throw. Find what is comfortable for you and repeat it.”',
          '“And play with people who are better than you. Losing to them teaches you more than winning easily.”',
        ],
        list: ['Keep one set of darts', 'Play events at your home shop', 'Enjoy the game first'],
      },
    ],
  },
  closing: {
    1: 'Try these points in your next session and check your count-up average at the end of the month.',
    2: 'Ask the staff at your home shop: most of them are happy to let you try different sets.',
    3: 'Good manners cost nothing and make every shop a place people want to come back to.',
    4: 'Look out for the player at events this season, and say hello at the machine.',
  },
  caption: 'Illustration',
};

export const englishPlayers: PlayerCopy = {
  tips: ['Fit Point, standard length', 'Lippoint Premium, short', 'Fit Point Plus, 2BA', 'Condor Tip, standard'],
  barrels: [
    '90% tungsten, 18.0 g, 42 mm, ring grip',
    '95% tungsten, 19.5 g, 44 mm, shark cut',
    '80% tungsten, 17.0 g, 40 mm, knurled',
    '90% tungsten, 20.0 g, 46 mm, torpedo',
  ],
  shafts: ['Carbon, in-between (24 mm)', 'Aluminium, short (19 mm)', 'Spinning shaft, medium (28 mm)', 'Nylon, short (21 mm)'],
  flights: ['Standard, 100 micron', 'Slim, laser-printed', 'Kite, heavy duty', 'Small standard, shape-fitted'],
  achievements: [
    '{year} National League: champion',
    '{year} Masters: runner-up',
    '{year} Soft-Tip Grand Prix: best 8',
    '{year} Open Doubles: champion',
    '{year} Monthly Ranking Cup: first place, three months in a row',
    '{year} Team League Finals: MVP',
  ],
};

import { backend } from '../backend';
import { db } from '../db/collections';

/** Provider states of the darts column and player calls; spread into PROVIDER_STATES (provider-states.ts). */
interface StateInput {
  params: Record<string, unknown>;
  match: RegExpExecArray;
  now: number;
}

/** The id from params, or from the state name when it spells the number. */
const idOf = ({ params, match }: StateInput): number => {
  const id = Number(params.id ?? match[1]);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`"${match[0]}" needs a positive integer id`);
  return id;
};

export const columnsPlayersProviderStates = [
  {
    pattern: /^darts column (?:\{id\}|(\d+)) exists$/,
    async apply(input: StateInput) {
      const id = idOf(input);
      if (!db.columns.findFirst((q) => q.where({ id }))) {
        await db.columns.create({
          id,
          countryId: 617,
          type: 1,
          title: `Column ${id}`,
          thumbnail: `${backend.mediaBase}media/columns/technique-1.svg`,
          cdateInt: 20260101,
          visitCount: 0,
          contents: `<p>Column ${id}, created for a contract test.</p>`,
        });
      }
      return { id };
    },
  },
  {
    pattern: /^no darts column has id (?:\{id\}|(\d+))$/,
    async apply(input: StateInput) {
      const id = idOf(input);
      db.columns.deleteMany((q) => q.where({ id }));
      return { id };
    },
  },
  {
    pattern: /^player (?:\{id\}|(\d+)) exists$/,
    async apply(input: StateInput) {
      const id = idOf(input);
      if (!db.players.findFirst((q) => q.where({ id }))) {
        const images = (file: string) => JSON.stringify([{ uid: `contract-${id}`, url: `${backend.mediaBase}media/players/${file}` }]);
        await db.players.create({
          id,
          countryId: 617,
          sort: 0,
          name: `Player ${id}`,
          picture: images('player-1.svg'),
          dartImg: images('dart-1.svg'),
          dartTip: 'Fit Point, standard length',
          dartBarrel: '90% tungsten, 18.0 g, 42 mm',
          dartShaft: 'Carbon, short',
          dartFlight: 'Standard',
          achievement: JSON.stringify([{ id: 1, label: '2025', content: 'Contract Cup: champion' }]),
          goods: images('goods-case.svg'),
          videoUrl: `${backend.mediaBase}media/promo.mp4`,
          facebookLink: 'https://www.facebook.com/adarts.network',
          twitterLink: null,
          otherLink: null,
        });
      }
      return { id };
    },
  },
  {
    pattern: /^no player has id (?:\{id\}|(\d+))$/,
    async apply(input: StateInput) {
      const id = idOf(input);
      db.players.deleteMany((q) => q.where({ id }));
      return { id };
    },
  },
];

import { backend } from '../backend';
import { db } from '../db/collections';
import { placeholderColumn, placeholderPlayer } from '../db/factories';

import { idOf, type StateInput } from './provider-state-params';

/** Provider states of the darts column and player calls; spread into PROVIDER_STATES (provider-states.ts). */
export const columnsPlayersProviderStates = [
  {
    pattern: /^darts column (?:\{id\}|(\d+)) exists$/,
    async apply(input: StateInput) {
      const id = idOf(input);
      if (!db.columns.findFirst((q) => q.where({ id }))) {
        await db.columns.create(placeholderColumn(id, backend.mediaBase));
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
        await db.players.create(placeholderPlayer(id, backend.mediaBase));
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

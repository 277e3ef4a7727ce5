import { bannerShow, playerDetails, playerList, specialColumnInfo, specialColumnList } from '@/shared/api/wire';
import { db } from '../db/collections';
import { listBanners } from '../rules/banners';
import { listColumns } from '../rules/columns';
import { countVisit } from '../rules/news';
import { pageByNum } from '../rules/paging';
import { listPlayers } from '../rules/players';
import { callHandler } from './call-handler';
import { ok, rejected } from './envelope';
import { columnsOfCountry } from './lookups';

/** Banners, darts columns and players: public content of a country. */
export const columnsPlayersHandlers = [
  callHandler(bannerShow, ({ params }) =>
    ok(
      listBanners(db.banners.findMany((q) => q.where({ countryId: params.countryId })), params).map(
        ({ id, image, link }) => ({ id, image, link }),
      ),
    ),
  ),

  callHandler(specialColumnList, ({ params }) => {
    const { countryId, title, type, pageNum, pageSize } = params;
    const matching = listColumns(columnsOfCountry(countryId), { countryId, title, type });
    const page = pageByNum(matching, { pageNum, pageSize });
    return ok({
      // The whole HTML body, as the real API sends it: clients cut their own excerpt from it.
      list: page.list.map(({ id, thumbnail, title: columnTitle, cdateInt, visitCount, contents }) => ({
        id,
        thumbnail,
        title: columnTitle,
        cdateInt,
        visitCount,
        contents,
      })),
      total: page.total,
    });
  }),

  callHandler(specialColumnInfo, async ({ params }) => {
    const column = await db.columns.update((q) => q.where({ id: params.id }), {
      data(record) {
        record.visitCount = countVisit(record.visitCount);
      },
    });
    if (!column) return rejected('columnNotFound');
    const { id, title, thumbnail, cdateInt, visitCount, contents } = column;
    return ok({ id, title, thumbnail, cdateInt, visitCount, contents });
  }),

  callHandler(playerList, ({ params }) =>
    ok(
      listPlayers(db.players.findMany((q) => q.where({ countryId: params.countryId })), params.countryId).map(
        ({ id, name, picture }) => ({ id, name, picture }),
      ),
    ),
  ),

  callHandler(playerDetails, ({ params }) => {
    const player = db.players.findFirst((q) => q.where({ id: params.playerId }));
    if (!player) return rejected('playerNotFound');
    const { countryId: _countryId, sort: _sort, ...detail } = player;
    return ok(detail);
  }),
];

import { newsInfo, officialNewsList } from '@/shared/api/wire';
import { db } from '../db/collections';
import type { NewsRecord } from '../db/schemas';
import { countVisit, listNews } from '../rules/news';
import { pageByNum } from '../rules/paging';
import { callHandler } from './call-handler';
import { newsOfCountry } from './lookups';
import { ok, rejected } from './envelope';

/** A row of the list. `category` repeats `type`: clients of the real API read either name. */
const listItem = ({ id, img, date, title, type, visitCount }: NewsRecord) => ({
  id,
  img,
  date,
  title,
  type,
  category: type,
  visitCount,
});

export const newsHandlers = [
  callHandler(officialNewsList, ({ params }) => {
    const { countryId, category, title, pageNum, pageSize } = params;
    const matching = listNews(
      newsOfCountry(countryId),
      { countryId, category, title },
    );
    const page = pageByNum(matching, { pageNum, pageSize });
    return ok({ list: page.list.map(listItem), total: page.total });
  }),

  callHandler(newsInfo, async ({ params }) => {
    const item = await db.news.update((q) => q.where({ id: params.id }), {
      data(news) {
        news.visitCount = countVisit(news.visitCount);
      },
    });
    if (!item) return rejected('newsNotFound');
    const { id, title, date, type, contents } = item;
    return ok({ id, title, date, type, contents });
  }),
];

import { newsInfo, officialNewsList } from '@/shared/api/wire';
import { db } from '../db/collections';
import { countVisit, listNews } from '../rules/news';
import { pageByNum } from '../rules/paging';
import { callHandler } from './call-handler';
import { ok, rejected } from './envelope';

export const newsHandlers = [
  callHandler(officialNewsList, ({ params }) => {
    const { countryId, category, title, pageNum, pageSize } = params;
    const matching = listNews(
      db.news.findMany((q) => q.where({ countryId })),
      { countryId, category, title },
    );
    const page = pageByNum(matching, { pageNum, pageSize });
    return ok({
      list: page.list.map(({ id, img, date, title: itemTitle, type, visitCount }) => ({
        id,
        img,
        date,
        title: itemTitle,
        type,
        visitCount,
      })),
      total: page.total,
    });
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

import { activityDetails, activityList, activityMonthlyTable } from '@/shared/api/wire';
import { db } from '../db/collections';
import { formatBackendDateTime } from '../db/dates';
import type { ActivityRecord } from '../db/schemas';
import { activityState, listActivities, monthlyTable } from '../rules/activities';
import { pageByNum } from '../rules/paging';
import { callHandler } from './call-handler';
import { ok, rejected } from './envelope';
import { activitiesOfCountry, countryById, shopById } from './lookups';

/** The country's current time as the backend writes dates, for the state of its activities. */
const nowTextIn = (countryId: number, now: number): string =>
  formatBackendDateTime(now, countryById(countryId)?.utcOffsetMinutes ?? 0);

/** Host shops, joined at answer time; a shop that no longer exists is left out. */
const hostShops = (record: ActivityRecord) =>
  record.shopIds.flatMap((shopId) => {
    const shop = shopById(shopId);
    return shop ? [{ shopId: shop.shopId, shopName: shop.shopName, shopAddress: shop.shopAddress }] : [];
  });

const summary = (record: ActivityRecord, nowText: string) => ({
  id: record.id,
  title: record.title,
  type: record.type,
  state: activityState(record, nowText),
  startDate: record.startDate,
  endDate: record.endDate,
  thumbnail: record.thumbnail,
  shopList: hostShops(record),
});

export const activitiesHandlers = [
  callHandler(activityList, ({ params, now }) => {
    const { countryId, type, title, year, month, pageNum, pageSize } = params;
    const matching = listActivities(activitiesOfCountry(countryId), {
      countryId,
      type,
      title,
      year,
      month,
    });
    const page = pageByNum(matching, { pageNum, pageSize });
    const nowText = nowTextIn(countryId, now);
    return ok({ list: page.list.map((record) => summary(record, nowText)), total: page.total });
  }),

  callHandler(activityMonthlyTable, ({ params }) => {
    const { countryId } = params;
    return ok(monthlyTable(activitiesOfCountry(countryId), params));
  }),

  callHandler(activityDetails, ({ params, now }) => {
    const record = db.activities.findFirst((q) => q.where({ id: params.activityId }));
    if (!record) return rejected('activityNotFound');
    const { picture, machineType, content, joinMethod, cost, reward, contact, other } = record;
    return ok({
      ...summary(record, nowTextIn(record.countryId, now)),
      picture,
      machineType,
      content,
      joinMethod,
      cost,
      reward,
      contact,
      other,
    });
  }),
];

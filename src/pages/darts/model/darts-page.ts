import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { BannerStatus, BannerType } from '@/shared/api';
import { createPageVisit } from '@/shared/lib';
import { createBannersQuery } from '@/entities/banner';
import { createColumnListQuery } from '@/entities/column';
import { $countryId } from '@/entities/country';

/** Spec section 2: the darts page lists the 8 newest columns. */
export const NEWEST_COLUMNS = 8;

export const DartsPageGate = createGate('darts-page');
/** Begun by the app before the first render when this is the first page (its calls leave with its code). */
export const dartsVisit = createPageVisit(DartsPageGate, () => ({}));
export const columnsRetried = createEvent();

export const dartsBannersQuery = createBannersQuery('darts');
export const newestColumnsQuery = createColumnListQuery('darts-newest');

sample({
  clock: [dartsVisit.begun, $countryId.updates],
  source: $countryId,
  filter: DartsPageGate.status,
  fn: (countryId) => ({ countryId, status: BannerStatus.published, type: BannerType.darts }),
  target: dartsBannersQuery.start,
});

sample({
  clock: [dartsVisit.begun, $countryId.updates, columnsRetried],
  source: $countryId,
  filter: DartsPageGate.status,
  fn: (countryId) => ({ countryId, title: '', pageNum: 1, pageSize: NEWEST_COLUMNS }),
  target: newestColumnsQuery.start,
});

import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { BannerStatus, BannerType } from '@/shared/api';
import { createBannersQuery } from '@/entities/banner';
import { createColumnListQuery } from '@/entities/column';
import { $countryId } from '@/entities/country';

/** Spec section 2: the darts page lists the 8 newest columns. */
export const NEWEST_COLUMNS = 8;

export const DartsPageGate = createGate('darts-page');
export const columnsRetried = createEvent();

export const dartsBannersQuery = createBannersQuery('darts');
export const newestColumnsQuery = createColumnListQuery('darts-newest');

sample({
  clock: [DartsPageGate.open, $countryId.updates],
  source: $countryId,
  filter: DartsPageGate.status,
  fn: (countryId) => ({ countryId, status: BannerStatus.published, type: BannerType.darts }),
  target: dartsBannersQuery.start,
});

sample({
  clock: [DartsPageGate.open, $countryId.updates, columnsRetried],
  source: $countryId,
  filter: DartsPageGate.status,
  fn: (countryId) => ({ countryId, title: '', pageNum: 1, pageSize: NEWEST_COLUMNS }),
  target: newestColumnsQuery.start,
});

import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { awardHistoryRows, createAwardRecordQuery } from '@/entities/game';

/** Open while /MyPageIndex/AwardHistory is on screen. */
export const AwardHistoryGate = createGate('my-page-award-history');
export const awardsRetried = createEvent();

export const awardRecordQuery = createAwardRecordQuery('award-history', AwardHistoryGate.status);

sample({ clock: [AwardHistoryGate.open, awardsRetried], target: awardRecordQuery.start });

/** Every award with this month's count and the total, in the portal's order; null while loading. */
export const $awardRows = awardRecordQuery.$data.map((record) => (record ? awardHistoryRows(record) : null));
export const $awardsFailed = awardRecordQuery.$failed;

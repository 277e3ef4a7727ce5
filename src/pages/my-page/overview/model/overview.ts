import { combine, createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { createMemberCardQuery } from '@/entities/card';
import { createGameInfoQuery } from '@/entities/game';

/** Open while the card overview (/MyPageIndex) is on screen. */
export const OverviewGate = createGate('my-page-overview');
export const overviewRetried = createEvent();

/** The current card's figures (memberCard) and today's game information with the gold balance. */
export const cardQuery = createMemberCardQuery('overview', OverviewGate.status);
export const gameInfoQuery = createGameInfoQuery('overview', OverviewGate.status);

sample({ clock: OverviewGate.open, target: [cardQuery.start, gameInfoQuery.start] });
// A retry asks again only for what failed.
sample({ clock: overviewRetried, filter: cardQuery.$failed, target: cardQuery.start });
sample({ clock: overviewRetried, filter: gameInfoQuery.$failed, target: gameInfoQuery.start });

export const $card = cardQuery.$data;
export const $gameInfo = gameInfoQuery.$data;
/** The card is what the page is about: without it there is nothing to show but an error. */
export const $overviewFailed = cardQuery.$failed;
export const $gameInfoFailed = gameInfoQuery.$failed;
export const $overviewLoading = combine(cardQuery.$data, cardQuery.$failed, (card, failed) => card === null && !failed);

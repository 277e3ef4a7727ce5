import { memberCardAll } from '@/shared/api/wire';
import { db } from '../db/collections';
import { isOwnAccount, orderMemberCards } from '../rules/member-cards';
import { callHandler } from './call-handler';
import { ok, rejected } from './envelope';

/** Member calls: `callHandler` already answers 198 without a valid token (access "member"). */
export const memberHandlers = [
  callHandler(memberCardAll, ({ params, session }) => {
    if (!session || !isOwnAccount(session.memberId, params.memberId)) return rejected('notYourAccount');
    const cards = orderMemberCards(db.cards.findMany((q) => q.where({ memberId: params.memberId })));
    return ok(
      cards.map(({ cardId, cardNo, name, portrait, countryCode, rating, ppd, mpr, countUpPoint, win, lose, winContinued, winProbability }) => ({
        cardId,
        cardNo,
        name,
        portrait,
        countryCode,
        rating,
        ppd,
        mpr,
        countUpPoint,
        win,
        lose,
        winContinued,
        winProbability,
      })),
    );
  }),
];

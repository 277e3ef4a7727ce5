import { allSettled, fork, type Scope } from 'effector';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRequests, db, DEMO_MEMBER_ID } from '@mocks/node';
import { STYLE_ITEM_TYPE } from '@/shared/api';
import { i18n, initI18n } from '@/shared/i18n';
import { logInAs, shownToasts } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import type { GiftItemRef } from '@/entities/gift';
import { sessionStarted } from '@/entities/session';
import { askConfirmed, askGiftDialog } from './ask-gift';

const member = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }))!;
const giftable = (): GiftItemRef => {
  const item = db.items.all().find((candidate) => candidate.type !== STYLE_ITEM_TYPE)!;
  return { id: item.id, title: item.title, type: item.type, price: item.price };
};

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  await i18n.loadNamespaces('gifts');
});

async function openDialog(item: GiftItemRef): Promise<Scope> {
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: await logInAs() });
  await allSettled(askGiftDialog.opened, { scope, params: item });
  return scope;
}

describe('ask-gift', () => {
  it('asks a player met lately once, even when pressed twice, and says whom it asked', async () => {
    const item = giftable();
    const scope = await openDialog(item);
    const partner = scope
      .getState(askGiftDialog.$partners)!
      .find((candidate) => candidate.source === 'met' && member(candidate.memberId).countryId === member(DEMO_MEMBER_ID).countryId)!;
    const calls = countRequests('/rpi/itemgift/ask');
    await allSettled(askConfirmed, { scope });
    expect(calls.count).toBe(0);

    await allSettled(askGiftDialog.partnerChosen, { scope, params: partner.memberId });
    await Promise.all([allSettled(askConfirmed, { scope }), allSettled(askConfirmed, { scope })]);

    expect(calls.count).toBe(1);
    const requests = db.giftRequests.findMany((q) => q.where({ askerId: DEMO_MEMBER_ID, giverId: partner.memberId, itemId: item.id, status: 'open' }));
    expect(requests).toHaveLength(1);
    expect(scope.getState(askGiftDialog.$item)).toBeNull();
    expect(shownToasts(scope)).toEqual([{ tone: 'success', text: `Request sent to ${partner.name}.` }]);
  });

  it('shows the server refusal when the same request is still open', async () => {
    const item = giftable();
    const scope = await openDialog(item);
    const [partner] = scope.getState(askGiftDialog.$partners)!.filter((candidate) => member(candidate.memberId).countryId === member(DEMO_MEMBER_ID).countryId);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await allSettled(askGiftDialog.opened, { scope, params: item });
      await allSettled(askGiftDialog.partnerChosen, { scope, params: partner!.memberId });
      await allSettled(askConfirmed, { scope });
    }
    expect(db.giftRequests.findMany((q) => q.where({ askerId: DEMO_MEMBER_ID, giverId: partner!.memberId, itemId: item.id }))).toHaveLength(1);
    expect(scope.getState($toasts).at(-1)).toEqual(expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/\S/) } }));
  });

  it('opens nothing for a Style item', async () => {
    const style = db.items.all().find((item) => item.type === STYLE_ITEM_TYPE)!;
    const scope = await openDialog({ id: style.id, title: style.title, type: style.type, price: style.price });
    expect(scope.getState(askGiftDialog.$item)).toBeNull();
  });
});

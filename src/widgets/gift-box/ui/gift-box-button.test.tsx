import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { db, DEMO_MEMBER_ID } from '@mocks/node';
import { giftRecord, nextRecordId } from '@mocks/db/factories';
import { $toasts } from '@/shared/ui';
import { sessionStarted } from '@/entities/session';
import { logInAs, renderWithApp } from '@/shared/testing';
import { GiftBoxButton } from './gift-box-button';

const unopened = () => db.gifts.findMany((q) => q.where({ receiverId: DEMO_MEMBER_ID, openedAt: null }));

/** More fresh gifts in the demo member's box, copies of a seeded one. */
async function addGifts(count: number) {
  const seeded = unopened()[0]!;
  const firstId = nextRecordId(db.gifts.all());
  for (let index = 0; index < count; index += 1) {
    await db.gifts.create(giftRecord({ ...seeded, id: firstId + index, sentAt: Date.now() - (index + 1) * 60_000 }));
  }
}

async function openBox(count = 3) {
  const user = userEvent.setup();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: await logInAs() });
  await renderWithApp(<GiftBoxButton />, { path: '/ShopProp', scope });
  await user.click(await screen.findByRole('button', { name: `Gift box, ${count} new` }));
  const dialog = await screen.findByRole('dialog', { name: 'Gift box' });
  await within(dialog).findByRole('list', { name: 'Gifts waiting to be opened' }, { timeout: 5000 });
  return { user, scope, dialog };
}

describe('GiftBoxButton', () => {
  it('names the count of unopened gifts and open requests, with the count as a badge', async () => {
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: await logInAs() });
    await renderWithApp(<GiftBoxButton />, { scope });
    const button = await screen.findByRole('button', { name: 'Gift box, 3 new' });
    expect(button.textContent).toContain('3');
  });

  it('shows the received gifts with item, type, sender and date, and the late one says it lost 7 days', async () => {
    const { dialog } = await openBox();
    expect(within(dialog).getByRole('tab', { name: 'Received gifts', selected: true })).toBeTruthy();
    const gifts = within(within(dialog).getByRole('list', { name: 'Gifts waiting to be opened' })).getAllByRole('article');
    expect(gifts).toHaveLength(2);
    const late = unopened().sort((a, b) => a.sentAt - b.sentAt)[0]!;
    const lateTitle = db.items.findFirst((q) => q.where({ id: late.itemId }))!.title;
    const senderName = db.members.findFirst((q) => q.where({ memberId: late.senderId }))!.nickname;
    const lateRow = gifts.find((row) => within(row).queryByRole('heading', { name: lateTitle }))!;
    expect(lateRow.textContent).toContain(senderName);
    expect(within(lateRow).getByRole('img', { name: lateTitle })).toBeTruthy();
    expect(within(lateRow).getByText(/Opened now it gives 83 days instead of 90/)).toBeTruthy();
    const freshRow = gifts.find((row) => row !== lateRow)!;
    expect(within(freshRow).queryByText(/instead of 90/)).toBeNull();
  });

  it('pages the received gifts 5 at a time', async () => {
    await addGifts(4);
    const { user, dialog } = await openBox(7);
    const list = () => within(dialog).getByRole('list', { name: 'Gifts waiting to be opened' });
    expect(within(list()).getAllByRole('article')).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(1));
  });

  it('opens one gift, then all, and the count follows', async () => {
    const { user, dialog, scope } = await openBox();
    const [first] = within(within(dialog).getByRole('list', { name: 'Gifts waiting to be opened' })).getAllByRole('button', { name: /^Open / });
    await user.click(first!);
    await waitFor(() => expect(unopened()).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(1));
    expect(scope.getState($toasts).at(-1)).toEqual(expect.objectContaining({ tone: 'success' }));

    await user.click(within(dialog).getByRole('button', { name: 'Open all' }));
    await waitFor(() => expect(unopened()).toHaveLength(0));
    expect(await within(dialog).findByText(/No gifts waiting/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Gift box, 1 new' })).toBeTruthy();
  });

  it('accepts a request after a confirmation naming the price and the asker, and the gold is paid', async () => {
    const { user, dialog } = await openBox();
    await user.click(within(dialog).getByRole('tab', { name: 'Requests' }));
    const list = await within(dialog).findByRole('list', { name: 'Gift requests from other players' });
    const [row] = within(list).getAllByRole('article');
    const request = db.giftRequests.findFirst((q) => q.where({ giverId: DEMO_MEMBER_ID, status: 'open' }))!;
    const item = db.items.findFirst((q) => q.where({ id: request.itemId }))!;
    const asker = db.members.findFirst((q) => q.where({ memberId: request.askerId }))!.nickname;
    expect(row!.textContent).toContain(asker);
    expect(row!.textContent).toContain(`${item.price} gold`);
    const before = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!.coin;

    await user.click(within(row!).getByRole('button', { name: `Accept: give ${item.title} to ${asker}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Give this item?' });
    expect(confirm.textContent).toContain(`Give ${item.title} to ${asker} for ${item.price} gold?`);
    expect(db.giftRequests.findFirst((q) => q.where({ id: request.id }))!.status).toBe('open');
    await user.click(within(confirm).getByRole('button', { name: 'Pay and give' }));

    await waitFor(() => expect(db.giftRequests.findFirst((q) => q.where({ id: request.id }))!.status).toBe('accepted'));
    expect(db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!.coin).toBe(before - item.price);
    expect(await within(dialog).findByText(/No requests/)).toBeTruthy();
  });

  it('rejects a request without paying', async () => {
    const { user, dialog } = await openBox();
    await user.click(within(dialog).getByRole('tab', { name: 'Requests' }));
    const list = await within(dialog).findByRole('list', { name: 'Gift requests from other players' });
    const before = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!.coin;
    await user.click(within(list).getByRole('button', { name: /^Reject the request/ }));
    expect(await within(dialog).findByText(/No requests/)).toBeTruthy();
    expect(db.giftRequests.findFirst((q) => q.where({ giverId: DEMO_MEMBER_ID }))!.status).toBe('rejected');
    expect(db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!.coin).toBe(before);
  });
});

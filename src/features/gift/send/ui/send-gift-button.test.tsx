import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { db, DEMO_MEMBER_ID } from '@mocks/node';
import { STYLE_ITEM_TYPE } from '@/shared/api';
import { logInAs, renderWithApp } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { SendGiftButton } from './send-gift-button';

const itemOf = (style: boolean) => {
  const item = db.items
    .all()
    .filter((candidate) => (candidate.type === STYLE_ITEM_TYPE) === style)
    .sort((a, b) => a.price - b.price)[0]!;
  return { id: item.id, title: item.title, type: item.type, price: item.price };
};
const member = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }))!;

async function render(item: ReturnType<typeof itemOf>) {
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: await logInAs() });
  await renderWithApp(<SendGiftButton item={item} />, { path: '/ShopProp/ItemBuy', scope });
  return userEvent.setup();
}

describe('SendGiftButton', () => {
  it('is disabled for a Style item and says why in text beside it', async () => {
    await render(itemOf(true));
    const button = screen.getByRole('button', { name: 'Give as a present' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Style items cannot be given as presents.')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Style items cannot be given as presents.').id);
  });

  it('offers friends and players met lately, then confirms recipient, item and price before sending', async () => {
    const item = itemOf(false);
    const user = await render(item);
    expect(screen.queryByText(/cannot be given/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Give as a present' }));
    const dialog = await screen.findByRole('dialog', { name: `Give ${item.title}` });
    const group = await within(dialog).findByRole('group', { name: 'Who gets it?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.length).toBeGreaterThan(12);
    expect(within(group).getAllByText('Friend').length).toBeGreaterThan(10);
    expect(within(group).getAllByText('Met this week').length).toBeGreaterThan(0);

    const sameCountry = db.members
      .all()
      .filter((candidate) => candidate.countryId === member(DEMO_MEMBER_ID).countryId)
      .map(({ nickname }) => nickname);
    const friendRadio = radios.find((radio) => sameCountry.includes(radio.closest('label')!.querySelector('.name')!.textContent!))!;
    const name = friendRadio.closest('label')!.querySelector('.name')!.textContent!;
    const before = member(DEMO_MEMBER_ID).coin;
    await user.click(friendRadio);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText(`Give ${item.title} to ${name} for ${item.price} gold?`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Pay and send' }));

    await waitFor(() => expect(member(DEMO_MEMBER_ID).coin).toBe(before - item.price));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

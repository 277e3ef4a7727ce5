import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { db, DEMO_MEMBER_ID } from '@mocks/node';
import { STYLE_ITEM_TYPE } from '@/shared/api';
import { logInAs, renderWithApp } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { AskGiftButton } from './ask-gift-button';

const itemOf = (style: boolean) => {
  const item = db.items.all().find((candidate) => (candidate.type === STYLE_ITEM_TYPE) === style)!;
  return { id: item.id, title: item.title, type: item.type, price: item.price };
};

async function render(item: ReturnType<typeof itemOf>) {
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: await logInAs() });
  await renderWithApp(<AskGiftButton item={item} />, { path: '/ShopProp/ItemBuy', scope });
  return userEvent.setup();
}

describe('AskGiftButton', () => {
  it('is disabled for a Style item and says why in text beside it', async () => {
    await render(itemOf(true));
    expect((screen.getByRole('button', { name: 'Ask for it as a present' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Style items cannot be asked for as presents.')).toBeTruthy();
  });

  it('asks a friend chosen from friends and players met lately', async () => {
    const item = itemOf(false);
    const user = await render(item);
    await user.click(screen.getByRole('button', { name: 'Ask for it as a present' }));
    const dialog = await screen.findByRole('dialog', { name: `Ask for ${item.title}` });
    const group = await within(dialog).findByRole('group', { name: 'Whom do you ask?' });
    expect(within(group).getAllByText('Friend').length).toBeGreaterThan(0);
    expect(within(group).getAllByText('Met this week').length).toBeGreaterThan(0);

    const send = within(dialog).getByRole('button', { name: 'Send request' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    const [first] = within(group).getAllByRole('radio');
    await user.click(first!);
    expect(send.getAttribute('aria-disabled')).toBe('false');
    await user.click(send);
    await waitFor(() => expect(db.giftRequests.findMany((q) => q.where({ askerId: DEMO_MEMBER_ID, itemId: item.id }))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

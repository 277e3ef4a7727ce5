import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, DEMO_MEMBER_ID, server } from '@mocks/node';
import { STYLE_ITEM_TYPE, type FriendRow, type MetPlayer } from '@/shared/api';
import { friendRowOf, logInAs, metPlayerOf, renderWithApp } from '@/shared/testing';
import { paymentOf } from '@/entities/coin';
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

async function render(item: ReturnType<typeof itemOf>, gold = member(DEMO_MEMBER_ID).coin) {
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: await logInAs() });
  await renderWithApp(<SendGiftButton item={item} payment={paymentOf(item.price, gold)} />, { path: '/ShopProp/ItemBuy', scope });
  return userEvent.setup();
}

/** The backend answers these partners (friendList, warFriends) instead of the demo member's. */
const answerPartners = (friends: FriendRow[], met: MetPlayer[]) =>
  server.use(
    http.post('*/rpi/friend/friendList', () => HttpResponse.json({ code: 100, msg: 'Success', data: { list: friends, total: friends.length } })),
    http.post('*/rpi/friend/warFriends', () => HttpResponse.json({ code: 100, msg: 'Success', data: met })),
  );

/** The demo member opens "Give as a present" for the cheapest giftable item. */
async function openGiveDialog() {
  const item = itemOf(false);
  const user = await render(item);
  await user.click(screen.getByRole('button', { name: 'Give as a present' }));
  return screen.findByRole('dialog', { name: `Give ${item.title}` });
}

const nextButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Next' });
const descriptionOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

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
    // The demo member's circle: 8 friends and 5 players met lately of their own country (the 4
    // friends abroad are not offered: gifts stay within the country).
    expect(radios.length).toBe(13);
    expect(within(group).getAllByText('Friend')).toHaveLength(8);
    expect(within(group).getAllByText('Met this week').length).toBeGreaterThan(0);

    const sameCountry = db.members
      .all()
      .filter((candidate) => candidate.countryId === member(DEMO_MEMBER_ID).countryId)
      .map(({ nickname }) => nickname);
    expect(radios.map((radio) => radio.closest('label')!.querySelector('.name')!.textContent!).filter((name) => !sameCountry.includes(name))).toEqual([]);
    const friendRadio = radios[0]!;
    const name = friendRadio.closest('label')!.querySelector('.name')!.textContent!;
    const before = member(DEMO_MEMBER_ID).coin;
    // Next waits for a choice, and says so.
    expect((nextButton(dialog) as HTMLButtonElement).disabled).toBe(true);
    expect(descriptionOf(nextButton(dialog))).toBe('Choose a player first.');
    await user.click(friendRadio);
    expect(nextButton(dialog).getAttribute('aria-describedby')).toBeNull();
    await user.click(nextButton(dialog));
    expect(within(dialog).getByText(`Give ${item.title} to ${name} for ${item.price} gold?`)).toBeTruthy();
    // The same payment facts as a buy: the price, the gold now and after.
    expect(within(dialog).getAllByRole('definition').map((value) => value.textContent)).toEqual([
      `${item.price} gold`,
      `${before.toLocaleString('en')} gold`,
      `${(before - item.price).toLocaleString('en')} gold`,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Pay and send' }));

    await waitFor(() => expect(member(DEMO_MEMBER_ID).coin).toBe(before - item.price));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is off with too little gold, saying how much is missing, and opens nothing', async () => {
    const item = itemOf(false);
    const user = await render(item, item.price - 1);
    const button = screen.getByRole('button', { name: 'Give as a present' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(descriptionOf(button)).toBe('Not enough gold: you need 1 gold more.');
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers only partners of the member's country, and keeps one whose row tells no country", async () => {
    answerPartners(
      [friendRowOf(90001, 'Home Friend', 'EN'), friendRowOf(90002, '张丽', 'CN'), friendRowOf(90003, 'Nowhere Friend')],
      [metPlayerOf(90004, '山田', 'JP'), metPlayerOf(90005, 'Home Player', 'EN')],
    );
    const dialog = await openGiveDialog();
    const group = await within(dialog).findByRole('group', { name: 'Who gets it?' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')!.querySelector('.name')!.textContent)).toEqual([
      'Home Friend',
      'Nowhere Friend',
      'Home Player',
    ]);
  });

  it.each<[string, FriendRow[], MetPlayer[]]>([
    ['the member has no friend and met no one lately', [], []],
    ['every partner lives in another country', [friendRowOf(90002, '张丽', 'CN')], [metPlayerOf(90004, '山田', 'JP')]],
  ])('says there is no one to choose, with Next off, when %s', async (_, friends, met) => {
    answerPartners(friends, met);
    const dialog = await openGiveDialog();
    await within(dialog).findByText('No friends or recent opponents of your country yet. Play a game or add a friend first.');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect((nextButton(dialog) as HTMLButtonElement).disabled).toBe(true);
    expect(descriptionOf(nextButton(dialog))).toBe('There is no one to choose.');
  });
});

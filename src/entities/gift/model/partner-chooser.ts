import { combine, createEvent, sample, type Store } from 'effector';
import { calls, createMemberQuery, createMemberStore, FriendStatus, FriendType, MAX_PAGE_SIZE } from '@/shared/api';
import { accountQuery, accountWanted } from '@/entities/account/@x/gift';
import { countriesQuery, countriesWanted } from '@/entities/country/@x/gift';
import { giftPartnersOf, isGiftable, type GiftItemRef, type GiftPartner } from '../lib/recipients';

/** What keeps a gift dialog from going on: the reason beside its button (`gifts:partners.<reason>`). */
export type ChoiceMissing = 'nobody' | 'chooseFirst';

/**
 * The dialog behind "Give as a present" and "Ask for it as a present": which item, the partners to
 * choose from (friends and players met in the last 7 days, read when the dialog opens) and the one
 * chosen. Each dialog has its own queries (by `name`), so two dialogs never share an answer; the
 * member comes from the session (createMemberQuery), which also drops the lists on another member.
 * Only partners of the member's own country are offered (giftPartnersOf): the member's country is
 * the account's `countryId` (the header has it loaded) named by the country list's `countryCode`,
 * each asked for only when missing.
 */
export function createPartnerChooser({ name }: { name: string }) {
  /** The member pressed the item's button: a Style item opens nothing. */
  const opened = createEvent<GiftItemRef>({ name: `${name}.opened` });
  const closed = createEvent({ name: `${name}.closed` });
  const partnerChosen = createEvent<number>({ name: `${name}.partnerChosen` });
  const retried = createEvent({ name: `${name}.retried` });

  const started = sample({ clock: opened, filter: isGiftable });
  // Member stores: a dialog open when a session ends does not open again for the next member.
  const $item = createMemberStore<GiftItemRef | null>(null, { name: `${name}.$item` })
    .on(started, (_, item) => item)
    .reset(closed);
  const $chosenId = createMemberStore<number | null>(null, { name: `${name}.$chosenId` })
    .on(partnerChosen, (_, memberId) => memberId)
    .reset(started, closed);

  const $open = $item.map((item) => item !== null);
  const friendsQuery = createMemberQuery(calls.friendList, {
    name: `${name}.friends`,
    params: { type: FriendType.all, status: FriendStatus.accepted, friendName: '', pageNum: 1, pageSize: MAX_PAGE_SIZE },
    active: $open,
  });
  const metQuery = createMemberQuery(calls.warFriends, { name: `${name}.met`, params: { friendName: '' }, active: $open });
  sample({ clock: [started, retried], target: [friendsQuery.start, metQuery.start, accountWanted, countriesWanted] });
  sample({ clock: closed, target: [friendsQuery.reset, metQuery.reset] });

  /** The member's country as the rows spell it (`code` null when the list does not name it); null until known. */
  const $memberCountry = combine(accountQuery.$data, countriesQuery.$data, (account, countries) =>
    account && countries ? { code: countries.find((country) => country.countryId === account.countryId)?.countryCode ?? null } : null,
  );
  /** Both lists in one, of the member's country, null until everything has answered. */
  const $partners: Store<GiftPartner[] | null> = combine(friendsQuery.$data, metQuery.$data, $memberCountry, (friends, met, country) =>
    friends && met && country ? giftPartnersOf(friends.list, met, country.code) : null,
  );
  const $failed = combine(
    [friendsQuery.$failed, metQuery.$failed, accountQuery.$failed, countriesQuery.$failed],
    (failures) => failures.some(Boolean),
  );
  const $chosen = combine($partners, $chosenId, (partners, id) => partners?.find((partner) => partner.memberId === id) ?? null);
  /** Why the dialog cannot go on: no one to choose at all, or no one chosen yet; null once someone is. */
  const $choiceMissing: Store<ChoiceMissing | null> = combine($partners, $chosen, (partners, chosen) =>
    partners?.length === 0 ? 'nobody' : chosen === null ? 'chooseFirst' : null,
  );

  return { opened, closed, partnerChosen, retried, $item, $partners, $failed, $chosen, $choiceMissing };
}

export type PartnerChooser = ReturnType<typeof createPartnerChooser>;

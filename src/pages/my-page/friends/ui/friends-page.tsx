import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FRIENDS_PAGE_SIZE, FriendType } from '@/shared/api';
import { PagedList, SearchField, ToggleGroup, usePagedListUnits } from '@/shared/ui';
import { SectionPanel } from '@/shared/ui/section-panel';
import { useAddressGate } from '@/shared/lib';
import { FriendCard } from '@/entities/friend';
import { StarToggle } from '@/features/star-friend';
import {
  $name,
  $page,
  $total,
  $type,
  FriendsPageGate,
  friendsQuery,
  listRetried,
  nameSearched,
  pageChosen,
  typeChosen,
} from '../model/friends-page';

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-3);
  margin-bottom: var(--space-4);

  & form {
    max-width: 480px;
  }
`;

/** Keeps the panel's height while a list loads, so the page does not jump under the pointer. */
const ListBox = styled.div`
  min-height: 360px;
  border-radius: var(--radius-m);
`;

const filters = [
  { type: FriendType.all, key: 'all' },
  { type: FriendType.friend, key: 'friend' },
  { type: FriendType.closeFriend, key: 'closeFriend' },
] as const;

/** `listBox`: where focus goes when a friend leaves the list while focus is on their star. */
const FriendList = ({ listBox }: { listBox: RefObject<HTMLDivElement | null> }) => {
  const { t } = useTranslation('friends');
  const list = usePagedListUnits({ query: friendsQuery, $page, $total, pageChosen, retried: listRetried });
  const [type, name] = useUnit([$type, $name]);
  const empty = name
    ? t('list.noMatch', { name })
    : t(`list.empty.${filters.find((filter) => filter.type === type)?.key ?? 'all'}`);
  return (
    <PagedList
      {...list}
      pageSize={FRIENDS_PAGE_SIZE}
      label={t('list.label')}
      paginationLabel={t('list.pagination')}
      summary={t('list.total', { count: list.total })}
      emptyTitle={empty}
      getKey={(friend) => friend.memberRelationshipId}
      renderItem={(friend) => (
        <FriendCard
          name={friend.friendName}
          portrait={friend.friendPortrait}
          rating={friend.rating}
          ppd={friend.ppd}
          mpr={friend.mpr}
          actions={<StarToggle friend={friend} />}
          focusFallback={listBox}
        />
      )}
    />
  );
};

/**
 * /MyPageIndex/FriendsList: the member's friends, 10 a page, filtered by All / Friend / Close
 * friend and searched by nickname; each with a star toggle. Filter, search and page live in
 * the address, so Back and a shared link show the same list.
 */
export const FriendsPage = () => {
  const { t } = useTranslation(['friends', 'site']);
  useAddressGate(FriendsPageGate);
  const [type, name, chooseType, search] = useUnit([$type, $name, typeChosen, nameSearched]);
  const listBox = useRef<HTMLDivElement>(null);
  return (
    <SectionPanel title={t('site:myPage.sections.FriendsList')}>
      <Toolbar>
        <ToggleGroup
          label={t('list.filter.label')}
          value={type}
          onChange={chooseType}
          options={filters.map((filter) => ({ value: filter.type, label: t(`list.filter.${filter.key}`) }))}
        />
        <SearchField
          label={t('list.search.label')}
          placeholder={t('list.search.placeholder')}
          submitLabel={t('list.search.submit')}
          value={name}
          onSearch={search}
        />
      </Toolbar>
      <ListBox ref={listBox} tabIndex={-1}>
        <FriendList listBox={listBox} />
      </ListBox>
    </SectionPanel>
  );
};

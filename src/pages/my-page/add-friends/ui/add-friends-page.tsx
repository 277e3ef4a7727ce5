import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FRIENDS_PAGE_SIZE, NEW_FRIEND_DAYS } from '@/shared/api';
import { PagedList, SearchField, Tabs, usePagedListUnits } from '@/shared/ui';
import { SectionPanel } from '@/shared/ui/section-panel';
import { useAddressGate } from '@/shared/lib';
import { FriendCard, LastPlayed } from '@/entities/friend';
import { AddFriendButton } from '@/features/add-friend';
import { AnswerButtons } from '@/features/answer-friend-request';
import {
  $name,
  $page,
  $requestsTotal,
  $tab,
  AddFriendsPageGate,
  addFriendsTabs,
  candidatesQuery,
  listRetried,
  nameSearched,
  pageChosen,
  requestsQuery,
  tabChosen,
} from '../model/add-friends-page';

const Toolbar = styled.div`
  margin-bottom: var(--space-4);

  & form {
    max-width: 480px;
  }
`;

/** Keeps the panel's height while a list loads, so the page does not jump under the pointer. */
const ListBox = styled.div`
  min-height: 360px;
  padding-top: var(--space-4);
  border-radius: var(--radius-m);
`;

/** Where focus goes when a row leaves a list while focus is on its buttons. */
interface ListProps {
  listBox: RefObject<HTMLDivElement | null>;
}

/** Players met in the last 7 days who are not friends yet, each with "Send request". */
const CandidateList = ({ listBox }: ListProps) => {
  const { t } = useTranslation('friends');
  const [data, pending, failed, name, retry] = useUnit([
    candidatesQuery.$data,
    candidatesQuery.$pending,
    candidatesQuery.$failed,
    $name,
    listRetried,
  ]);
  const count = data?.length ?? 0;
  return (
    <PagedList
      items={data}
      pending={pending}
      failed={failed}
      onRetry={() => retry()}
      // One short list (7 days of games): a single page.
      page={1}
      pageSize={Math.max(1, count)}
      total={count}
      onPageChange={() => undefined}
      label={t('add.new.label')}
      paginationLabel={t('add.new.label')}
      summary={t('add.new.total', { count, days: NEW_FRIEND_DAYS })}
      emptyTitle={name ? t('add.new.noMatch', { name }) : t('add.new.empty', { days: NEW_FRIEND_DAYS })}
      getKey={(player) => player.friendId}
      renderItem={(player) => (
        <FriendCard
          name={player.friendName}
          portrait={player.portrait}
          rating={player.rating}
          ppd={player.ppd}
          mpr={player.mpr}
          detail={<LastPlayed playDate={player.playDate} />}
          actions={<AddFriendButton player={player} />}
          actionsLayout="buttons"
          focusFallback={listBox}
        />
      )}
    />
  );
};

/** Requests sent to the member, 10 a page, each with Agree and Decline. */
const RequestList = ({ listBox }: ListProps) => {
  const { t } = useTranslation('friends');
  const list = usePagedListUnits({ query: requestsQuery, $page, $total: $requestsTotal, pageChosen, retried: listRetried });
  const name = useUnit($name);
  return (
    <PagedList
      {...list}
      pageSize={FRIENDS_PAGE_SIZE}
      label={t('add.accept.label')}
      paginationLabel={t('add.accept.pagination')}
      summary={t('add.accept.total', { count: list.total })}
      emptyTitle={name ? t('add.accept.noMatch', { name }) : t('add.accept.empty')}
      getKey={(request) => request.memberRelationshipId}
      renderItem={(request) => (
        <FriendCard
          name={request.friendName}
          portrait={request.friendPortrait}
          rating={request.rating}
          ppd={request.ppd}
          mpr={request.mpr}
          actions={<AnswerButtons request={request} />}
          actionsLayout="buttons"
          focusFallback={listBox}
        />
      )}
    />
  );
};

/**
 * /MyPageIndex/AddFriends: New (players met in the last 7 days: send them a friend request) and
 * Accept (requests sent to the member: agree or decline), with a name search. The tab, the
 * search and the page of requests live in the address.
 */
export const AddFriendsPage = () => {
  const { t } = useTranslation(['friends', 'site']);
  useAddressGate(AddFriendsPageGate);
  const [tab, name, chooseTab, search] = useUnit([$tab, $name, tabChosen, nameSearched]);
  const listBox = useRef<HTMLDivElement>(null);
  return (
    <SectionPanel title={t('site:myPage.sections.AddFriends')}>
      <Toolbar>
        <SearchField
          label={t('add.search.label')}
          placeholder={t('add.search.placeholder')}
          submitLabel={t('add.search.submit')}
          value={name}
          onSearch={search}
        />
      </Toolbar>
      <Tabs
        label={t('add.tabs.label')}
        tabs={addFriendsTabs.map((value) => ({ value, label: t(`add.tabs.${value}`) }))}
        value={tab}
        onChange={chooseTab}
      >
        <ListBox ref={listBox} tabIndex={-1}>
          {tab === 'new' ? <CandidateList listBox={listBox} /> : <RequestList listBox={listBox} />}
        </ListBox>
      </Tabs>
    </SectionPanel>
  );
};

import { styled } from '@linaria/react';
import { useGate } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFTS_PAGE_SIZE } from '@/shared/api';
import { PagedList, Tabs, usePagedListUnits } from '@/shared/ui';
import { AcceptGiftRequestDialog } from '@/features/gift/answer-request';
import { OpenAllGiftsButton } from '@/features/gift/open';
import { GiftBoxGate, giftRequests, receivedGifts } from '@/entities/gift';
import { GiftRequestRow } from './gift-request-row';
import { ReceivedGiftRow } from './received-gift-row';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: var(--space-3) 0;
  /* The button's height stays reserved while the list loads, so nothing jumps. */
  min-height: 40px;
`;

const Panel = styled.div`
  padding-top: var(--space-3);
`;

type BoxTab = 'received' | 'requests';

const ReceivedGifts = ({ now }: { now: number }) => {
  const { t } = useTranslation('gifts');
  const list = usePagedListUnits(receivedGifts);
  return (
    <>
      <Toolbar>{list.total > 0 && <OpenAllGiftsButton />}</Toolbar>
      <PagedList
        {...list}
        pageSize={GIFTS_PAGE_SIZE}
        label={t('received.list')}
        paginationLabel={t('received.pages')}
        emptyTitle={t('received.empty')}
        getKey={(gift) => gift.id}
        renderItem={(gift) => <ReceivedGiftRow gift={gift} now={now} />}
      />
    </>
  );
};

const GiftRequests = () => {
  const { t } = useTranslation('gifts');
  const list = usePagedListUnits(giftRequests);
  return (
    <Panel>
      <PagedList
        {...list}
        pageSize={GIFTS_PAGE_SIZE}
        label={t('requests.list')}
        paginationLabel={t('requests.pages')}
        emptyTitle={t('requests.empty')}
        getKey={(request) => request.id}
        renderItem={(request) => <GiftRequestRow request={request} />}
      />
      <AcceptGiftRequestDialog />
    </Panel>
  );
};

/** The inside of the gift box modal (a lazy chunk): received gifts and requests, 5 a page each. */
export const GiftBoxContent = () => {
  useGate(GiftBoxGate);
  const { t } = useTranslation('gifts');
  const [tab, setTab] = useState<BoxTab>('received');
  // One clock for the whole box, so every gift is judged late or not against the same moment.
  const [now] = useState(() => Date.now());
  return (
    <Tabs
      label={t('tabs.label')}
      value={tab}
      onChange={setTab}
      tabs={[
        // Plain names: both tabs fit side by side at 360 px (the button already shows the count).
        { value: 'received', label: t('tabs.received') },
        { value: 'requests', label: t('tabs.requests') },
      ]}
    >
      {tab === 'received' ? <ReceivedGifts now={now} /> : <GiftRequests />}
    </Tabs>
  );
};

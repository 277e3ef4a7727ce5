import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CARDS } from '@/shared/api';
import { EmptyState, ErrorState, Loading } from '@/shared/ui';
import { SectionPanel } from '@/shared/ui/section-panel';
import {
  $canBindCard,
  $cardLimitReached,
  $cards,
  $cardsFailed,
  $cardsLoading,
  CardListGate,
  CardRow,
  cardListRefreshed,
} from '@/entities/card';
import { BindCardForm } from '@/features/bind-card';
import { copyClosed, CopyCardButton, CopyCardForm } from '@/features/copy-card';
import { SetMainCardButton } from '@/features/set-main-card';
import { unbindCancelled, UnbindCardButton, UnbindCardDialog } from '@/features/unbind-card';
import { $listFocusRequests } from '../model/page';

const Intro = styled.p`
  margin: 0 0 var(--space-4);
  color: var(--color-ink-soft);
`;

const List = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 4px;
  }
`;

const AddBox = styled.section`
  display: grid;
  gap: var(--space-3);
  margin-top: var(--space-5);
  padding: var(--space-4);
  border: 1px dashed var(--color-line);
  border-radius: var(--radius-m);

  & h3 {
    margin: 0;
    font-size: 18px;
  }
  & p {
    margin: 0;
    color: var(--color-ink-soft);
  }
`;

/** Moves focus to the list each time `requests` changes (not when the screen opens). */
const useListFocus = (requests: number) => {
  const listRef = useRef<HTMLUListElement>(null);
  const seen = useRef(requests);
  useEffect(() => {
    if (seen.current === requests) return;
    seen.current = requests;
    listRef.current?.focus();
  }, [requests]);
  return listRef;
};

/** The add-card box while fewer than 3 cards are bound; at 3, a note says why it is gone. */
const AddCard = () => {
  const { t } = useTranslation('cards');
  const { canBind, full } = useUnit({ canBind: $canBindCard, full: $cardLimitReached });
  if (canBind) {
    return (
      <AddBox aria-labelledby="bind-card-title">
        <h3 id="bind-card-title">{t('bind.title')}</h3>
        <p>{t('bind.intro')}</p>
        <BindCardForm />
      </AddBox>
    );
  }
  if (full) {
    return (
      <AddBox aria-labelledby="bind-card-title">
        <h3 id="bind-card-title">{t('bind.title')}</h3>
        <p>{t('bind.full', { max: MAX_CARDS })}</p>
      </AddBox>
    );
  }
  return null;
};

/**
 * /MyPageIndex/AdartsCardSetting: the member's cards, main card first, each with what can be done
 * to it (the main card: copy; the others: set as main card, copy, delete), and the add-card box.
 */
export const CardSettingsPage = () => {
  const { t } = useTranslation(['cards', 'site']);
  useGate(CardListGate);
  const { cards, loading, failed, focusRequests, retry, closeCopy, cancelUnbind } = useUnit({
    cards: $cards,
    loading: $cardsLoading,
    failed: $cardsFailed,
    focusRequests: $listFocusRequests,
    retry: cardListRefreshed,
    closeCopy: copyClosed,
    cancelUnbind: unbindCancelled,
  });
  const listRef = useListFocus(focusRequests);
  // Leaving the screen closes an open copy form (forgetting its password) and the confirmation.
  useEffect(
    () => () => {
      closeCopy();
      cancelUnbind();
    },
    [closeCopy, cancelUnbind],
  );

  return (
    <SectionPanel title={t('site:myPage.sections.AdartsCardSetting')}>
      <Intro>{t('list.intro', { max: MAX_CARDS })}</Intro>
      {loading ? (
        <Loading />
      ) : failed ? (
        <ErrorState onRetry={retry} />
      ) : cards && cards.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <List ref={listRef} aria-label={t('list.title')} tabIndex={-1}>
          {cards?.map((card) => (
            <li key={card.cardId}>
              <CardRow
                card={card}
                actions={
                  <>
                    <SetMainCardButton card={card} />
                    <CopyCardButton card={card} />
                    <UnbindCardButton card={card} />
                  </>
                }
              >
                <CopyCardForm card={card} />
              </CardRow>
            </li>
          ))}
        </List>
      )}
      <AddCard />
      <UnbindCardDialog />
    </SectionPanel>
  );
};

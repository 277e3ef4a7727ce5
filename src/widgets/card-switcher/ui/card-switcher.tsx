import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $language, formatDecimal } from '@/shared/i18n';
import { Abbr, visuallyHidden } from '@/shared/ui';
import { cardNumberTail } from '../lib/card-number';
import { $currentCardId, $switcherCards, $switcherLoading, cardPicked, CardSwitcherGate } from '../model/card-switcher';

const Root = styled.div`
  display: grid;
  gap: var(--space-2);
  min-height: 84px;
  margin-bottom: var(--space-4);

  & > p {
    margin: 0;
    font-size: 13px;
    font-weight: 600;
    color: var(--color-ink-soft);
  }
`;

const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 128px));
  gap: var(--space-2);

  & .chip {
    position: relative;
    display: grid;
    gap: 2px;
    min-height: 52px;
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-m);
    background: var(--color-paper);
    color: var(--color-ink);
    font: inherit;
    text-align: left;
    line-height: 1.2;
  }
  & button.chip {
    cursor: pointer;
    transition: border-color 0.15s, box-shadow 0.15s;
  }
  & button.chip:hover {
    border-color: var(--color-ink-soft);
  }
  & .chip[aria-pressed='true'],
  & .chip.only {
    border-color: var(--color-brand);
    box-shadow: inset 0 0 0 1px var(--color-brand);
    background: var(--color-brand-soft);
  }
  & .number {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & .rating {
    font-size: 12px;
    color: var(--color-ink-soft);
    white-space: nowrap;
  }
  & .main {
    color: var(--color-gold);
  }
  & .placeholder {
    border-style: dashed;
    background: var(--color-canvas);
  }
`;

const Star = () => (
  <svg className="main" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="m8 1 2.1 4.4 4.9.6-3.6 3.4.9 4.8L8 11.9l-4.3 2.3.9-4.8L1 6l4.9-.6z" />
  </svg>
);

/**
 * The member's cards as chips (the last four digits, the rating, a star on the main card): the
 * pressed one is the card every statistic on the page shows; pressing another shows that card
 * (currentCardChosen), here and on every statistics screen. With one card it only says which.
 */
export const CardSwitcher = () => {
  useGate(CardSwitcherGate);
  const { t } = useTranslation('stats');
  const labelId = useId();
  const [cards, currentCardId, loading, pick, language] = useUnit([$switcherCards, $currentCardId, $switcherLoading, cardPicked, $language]);

  if (cards.length === 0) {
    // Space kept while the cards load, so the page below does not jump; nothing after a failure.
    return loading ? (
      <Root aria-hidden="true">
        <p>{t('switcher.label')}</p>
        <Chips>
          <span className="chip placeholder" />
        </Chips>
      </Root>
    ) : null;
  }

  const content = (card: (typeof cards)[number], index: number) => (
    <>
      <span className="number">
        <span className={visuallyHidden}>{t('switcher.cardEnding')} </span>
        <span aria-hidden="true">•••• </span>
        {cardNumberTail(card.cardNo)} {index === 0 && <Star />}
      </span>
      <span className="rating">
        <Abbr title={t('common:abbr.rt')}>{t('switcher.rating')}</Abbr> {formatDecimal(card.rating, language)}
      </span>
      {index === 0 && <span className={visuallyHidden}>{t('switcher.main')}</span>}
    </>
  );

  return (
    <Root>
      <p id={labelId}>{t('switcher.label')}</p>
      {cards.length === 1 ? (
        <Chips>
          <div className="chip only" aria-labelledby={labelId} role="group">
            {content(cards[0]!, 0)}
          </div>
        </Chips>
      ) : (
        <Chips role="group" aria-labelledby={labelId}>
          {cards.map((card, index) => (
            <button
              key={card.cardId}
              type="button"
              className="chip"
              aria-pressed={card.cardId === currentCardId}
              onClick={() => pick(card.cardId)}
            >
              {content(card, index)}
            </button>
          ))}
        </Chips>
      )}
    </Root>
  );
};

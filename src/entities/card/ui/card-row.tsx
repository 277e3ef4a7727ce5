import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_CARD_TYPE, type CardSummary } from '@/shared/api';
import { $language, formatDecimal } from '@/shared/i18n';
import { Abbr, visuallyHidden } from '@/shared/ui';

const Row = styled.article`
  display: grid;
  gap: var(--space-3);
  min-width: 0;
  padding: var(--space-4);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-m);
  background: var(--color-paper);

  &[data-main='true'] {
    border-color: var(--color-brand);
    box-shadow: inset 4px 0 0 var(--color-brand);
  }
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  justify-content: space-between;
  gap: var(--space-2);
  min-width: 0;

  & h3 {
    display: grid;
    margin: 0;
    min-width: 0;
    font-size: 14px;
    font-weight: 600;
    color: var(--color-ink-soft);
  }
  & h3 .number {
    font-size: 20px;
    font-weight: 700;
    color: var(--color-ink);
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
    overflow-wrap: anywhere;
  }
  & > div {
    min-width: 0;
  }
  & .name {
    margin: var(--space-1) 0 0;
    color: var(--color-ink);
    font-size: 15px;
    font-weight: 400;
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
    padding: 2px var(--space-2);
    border-radius: 999px;
    background: var(--color-canvas);
    font-size: 13px;
    font-weight: 600;
  }
  & li.main {
    background: var(--color-brand);
    color: #fff;
  }
  & svg {
    width: 18px;
    height: 18px;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-2);
  margin: 0;

  & div {
    padding: var(--space-2);
    border-radius: var(--radius-s);
    background: var(--color-canvas);
    text-align: center;
  }
  & dt {
    font-size: 12px;
    color: var(--color-ink-soft);
  }
  & dd {
    margin: 0;
    font-size: 18px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);

  &:empty {
    display: none;
  }
`;

/** The network's logo: a dartboard in the brand colour. */
const NetworkLogo = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="9" fill="var(--color-brand)" />
    <circle cx="10" cy="10" r="6" fill="#fff" />
    <circle cx="10" cy="10" r="3.5" fill="var(--color-brand)" />
    <circle cx="10" cy="10" r="1.3" fill="#fff" />
  </svg>
);

const LeagueMark = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M10 2 12.4 7l5.4.6-4 3.7 1.1 5.4L10 14l-4.9 2.7 1.1-5.4-4-3.7L7.6 7z" fill="var(--color-gold)" />
  </svg>
);

const Figure = ({ label, value }: { label: ReactNode; value: number | null }) => {
  const { t } = useTranslation('cards');
  const language = useUnit($language);
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value === null ? (
          <>
            <span aria-hidden="true">–</span>
            <span className={visuallyHidden}>{t('list.noValue')}</span>
          </>
        ) : (
          formatDecimal(value, language)
        )}
      </dd>
    </div>
  );
};

export interface CardRowProps {
  card: CardSummary;
  /** What can be done with the card (buttons of the card features). */
  actions?: ReactNode;
  /** Below the card: e.g. the copy form while it is open. */
  children?: ReactNode;
}

/**
 * One of the member's cards in the card settings: number, type (network card with the network's
 * logo, or league card), name, rating, PPD and MPR (a dash when unknown), the main card marked.
 * The article is labelled by its number and can take focus, so a screen can move focus to it.
 */
export const CardRow = ({ card, actions, children }: CardRowProps) => {
  const { t } = useTranslation('cards');
  const headingId = `card-${card.cardId}-title`;
  const network = card.cardType === NETWORK_CARD_TYPE;
  return (
    <Row aria-labelledby={headingId} data-main={card.isMainCard} id={`card-${card.cardId}`} tabIndex={-1}>
      <Head>
        <div>
          <h3 id={headingId}>
            <span>{t('list.cardNo')}</span> <span className="number">{card.cardNo}</span>
          </h3>
          <p className="name">{card.name}</p>
        </div>
        <Tags>
          {card.isMainCard && <li className="main">{t('list.main')}</li>}
          <li>
            {network ? <NetworkLogo /> : <LeagueMark />}
            {network ? t('list.network') : t('list.league')}
          </li>
        </Tags>
      </Head>
      <Figures>
        <Figure label={t('list.rating')} value={card.rating} />
        <Figure label={<Abbr title={t('common:abbr.ppd')}>{t('list.ppd')}</Abbr>} value={card.ppd} />
        <Figure label={<Abbr title={t('common:abbr.mpr')}>{t('list.mpr')}</Abbr>} value={card.mpr} />
      </Figures>
      {actions && <Actions>{actions}</Actions>}
      {children}
    </Row>
  );
};

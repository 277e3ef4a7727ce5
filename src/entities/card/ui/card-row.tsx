import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_CARD_TYPE, type CardSummary } from '@/shared/api';
import { $language, formatDecimal } from '@/shared/i18n';
import { Abbr, rowListClass, visuallyHidden } from '@/shared/ui';
import { Actions, Figures, Head, Row, Tags } from './card-row.styles';

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
        <Tags className={rowListClass}>
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

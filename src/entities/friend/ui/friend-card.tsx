import { cx } from '@linaria/core';
import { styled } from '@linaria/react';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPortraitSrc } from '@/shared/ui/portraits';
import { formatDecimal } from '@/shared/i18n';
import { Abbr, FallbackImage, visuallyHidden } from '@/shared/ui';

/*
 * Phones (from 360 px): portrait, name and figures side by side, the actions on a row of their own
 * when they are buttons with words (a star toggle stays in the first row). Wide screens: one row
 * per player with the figures in fixed columns, so a list reads like a table without being one.
 */
const Card = styled.article`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  grid-template-areas:
    'portrait who actions'
    'portrait figures figures';
  align-items: center;
  gap: var(--space-2) var(--space-3);
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-m);
  background: var(--color-paper);

  &.buttons {
    grid-template-areas:
      'portrait who who'
      'portrait figures figures'
      'actions actions actions';
  }

  & > img {
    grid-area: portrait;
    align-self: start;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
    background: var(--color-canvas);
  }

  @media (min-width: 720px) {
    grid-template-columns: 48px minmax(0, 1fr) auto auto;
    grid-template-areas: 'portrait who figures actions';

    &.buttons {
      grid-template-areas: 'portrait who figures actions';
    }
    & > img {
      align-self: center;
    }
  }
`;

const Who = styled.div`
  grid-area: who;
  min-width: 0;

  & h3 {
    margin: 0;
    font-size: 17px;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
    font-size: 14px;
    color: var(--color-ink-soft);
  }
`;

const Figures = styled.dl`
  grid-area: figures;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 5.5rem));
  gap: var(--space-2);
  margin: 0;

  & dt {
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.04em;
    color: var(--color-ink-soft);
  }
  & dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);

  .buttons > & {
    justify-content: flex-start;
  }
  @media (min-width: 720px) {
    .buttons > & {
      justify-content: flex-end;
      min-width: 11rem;
    }
  }
`;

/** A figure, or a dash that says "no data" to a screen reader. */
const Figure = ({ label, value }: { label: ReactNode; value: string | null }) => {
  const { t } = useTranslation('friends');
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value ?? (
          <>
            <span aria-hidden="true">-</span>
            <span className={visuallyHidden}>{t('card.noValue')}</span>
          </>
        )}
      </dd>
    </div>
  );
};

export interface FriendCardProps {
  name: string;
  portrait: string | null;
  rating: number | null;
  ppd: number | null;
  mpr: number | null;
  /** Under the name, e.g. when the member last played with them. */
  detail?: ReactNode;
  /** The row's actions: a star toggle, a request button, agree and decline. */
  actions?: ReactNode;
  /** `buttons`: the actions are buttons with words, given a row of their own on phones. */
  actionsLayout?: 'compact' | 'buttons';
  /**
   * Where focus goes when the card leaves the list while focus is in it (an answered request, a
   * player asked, a friend unstarred in Close friends), so keyboard users are not sent to the top.
   */
  focusFallback?: RefObject<HTMLElement | null>;
}

/**
 * A player in a friends list: portrait (a default one when missing or broken), nickname, RT
 * (rating), PPD and MPR (a dash when missing), and the actions of the list it is in.
 */
export const FriendCard = ({
  name,
  portrait,
  rating,
  ppd,
  mpr,
  detail,
  actions,
  actionsLayout = 'compact',
  focusFallback,
}: FriendCardProps) => {
  const { t, i18n } = useTranslation('friends');
  const language = i18n.language;
  const card = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = card.current;
    // The fallback is around the list: it is in the document before the cards and outlives them.
    const fallback = focusFallback?.current;
    // Runs as the card leaves, while it is still in the document.
    return () => {
      if (element?.contains(document.activeElement)) fallback?.focus();
    };
  }, [focusFallback]);
  return (
    <Card ref={card} className={cx(actionsLayout === 'buttons' && 'buttons')}>
      {/* The name beside it says who it is: the picture adds nothing to read out. */}
      <FallbackImage src={portrait ?? ''} fallbackSrc={defaultPortraitSrc} alt="" width={48} height={48} />
      <Who>
        <h3>{name}</h3>
        {detail && <p>{detail}</p>}
      </Who>
      <Figures>
        <Figure label={<Abbr title={t('common:abbr.rt')}>{t('card.rating')}</Abbr>} value={formatDecimal(rating, language)} />
        <Figure label={<Abbr title={t('common:abbr.ppd')}>{t('card.ppd')}</Abbr>} value={formatDecimal(ppd, language)} />
        <Figure label={<Abbr title={t('common:abbr.mpr')}>{t('card.mpr')}</Abbr>} value={formatDecimal(mpr, language)} />
      </Figures>
      {actions && <Actions>{actions}</Actions>}
    </Card>
  );
};

import { cx } from '@linaria/core';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPortraitSrc } from '@/shared/ui/portraits';
import { formatDecimal } from '@/shared/i18n';
import { Abbr, FallbackImage, visuallyHidden } from '@/shared/ui';
import { Actions, Card, Figures, Who } from './friend-card.styles';

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

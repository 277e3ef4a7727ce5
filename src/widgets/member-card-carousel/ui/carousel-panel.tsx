import { useGate, useUnit } from 'effector-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCard } from '@/shared/api';
import { $language, numberFormat, type Language } from '@/shared/i18n';
import { Abbr, EmptyState, ErrorState, FallbackImage, Loading, Panel, PanelTitle, visuallyHidden } from '@/shared/ui';
import { Gauge } from '@/shared/ui/gauge';
import { cardPortraitFallbackSrc, RATING_MAX } from '@/entities/card';
import { $countries, CountryFlag, useCountryName } from '@/entities/country';
import { formatWinRate } from '../lib/figures';
import {
  $cardIndex,
  $cards,
  $cardsFailed,
  $cardsPending,
  $currentCard,
  cardsRetried,
  MemberCardsGate,
  nextCardClicked,
  previousCardClicked,
} from '../model/carousel';
import { useCountUp } from './use-count-up';
import { Badge, Card, Figures, GaugeBox, Identity, Position, Stage, Step } from './carousel-panel.styles';

const Arrow = ({ direction }: { direction: 'previous' | 'next' }) => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">
    {direction === 'previous' ? <path d="M10.5 2 4.5 8l6 6 1.4-1.4L7.3 8l4.6-4.6z" /> : <path d="M5.5 2 4.1 3.4 8.7 8l-4.6 4.6L5.5 14l6-6z" />}
  </svg>
);

const formatFixed = (value: number, decimals: number, language: Language) =>
  numberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

interface FigureProps {
  label: ReactNode;
  value: number;
  /** Decimals the count-up steps in (and, by default, the fixed decimals shown). */
  decimals?: number;
  format?: (value: number, language: Language) => string;
}

/** One figure: counts up on screen (aria-hidden), while screen readers get the final value at once. */
const Figure = ({ label, value, decimals = 0, format = (shown, language) => formatFixed(shown, decimals, language) }: FigureProps) => {
  const language = useUnit($language);
  const shown = useCountUp(value, decimals);
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span aria-hidden="true">{format(shown, language)}</span>
        <span className={visuallyHidden}>{format(value, language)}</span>
      </dd>
    </div>
  );
};

const CardView = ({ card, isMain }: { card: MemberCard; isMain: boolean }) => {
  const { t } = useTranslation('home');
  const [language, countries] = useUnit([$language, $countries]);
  const countryName = useCountryName();
  const country = countries.find((entry) => entry.countryCode.toUpperCase() === card.countryCode.toUpperCase());
  const rating = formatFixed(card.rating, 2, language);
  return (
    <Card aria-labelledby={`member-card-${card.cardId}`}>
      <Identity>
        <FallbackImage
          className="portrait"
          src={card.portrait ?? ''}
          fallbackSrc={cardPortraitFallbackSrc}
          alt={t('cards.portrait', { name: card.name })}
          width={72}
          height={72}
        />
        <div>
          <div className="name">
            <CountryFlag code={card.countryCode} name={countryName({ countryCode: card.countryCode, countryName: country?.countryName })} />
            <h3 id={`member-card-${card.cardId}`}>{card.name}</h3>
          </div>
          <p>{t('cards.cardNo', { number: card.cardNo })}</p>
          {isMain && <Badge>{t('cards.main')}</Badge>}
        </div>
      </Identity>
      <GaugeBox>
        <Gauge
          value={card.rating}
          max={RATING_MAX}
          valueText={rating}
          caption={`${t('cards.rating')} / ${RATING_MAX}`}
          label={t('cards.ratingGauge', { rating, max: RATING_MAX })}
        />
      </GaugeBox>
      <Figures>
        <Figure label={<Abbr title={t('common:abbr.ppd')}>{t('cards.ppd')}</Abbr>} value={card.ppd} decimals={2} />
        <Figure label={<Abbr title={t('common:abbr.mpr')}>{t('cards.mpr')}</Abbr>} value={card.mpr} decimals={2} />
        <Figure label={t('cards.countUp')} value={card.countUpPoint} />
        <Figure label={t('cards.win')} value={card.win} />
        <Figure label={t('cards.lose')} value={card.lose} />
        <Figure label={t('cards.streak')} value={card.winContinued} />
        <Figure label={t('cards.winRate')} value={card.winProbability} decimals={2} format={formatWinRate} />
      </Figures>
    </Card>
  );
};

const CarouselBody = () => {
  const { t } = useTranslation('home');
  const [cards, index, card, pending, failed, next, previous, retry] = useUnit([
    $cards,
    $cardIndex,
    $currentCard,
    $cardsPending,
    $cardsFailed,
    nextCardClicked,
    previousCardClicked,
    cardsRetried,
  ]);
  if (failed) return <ErrorState onRetry={() => retry()} />;
  if (pending && cards.length === 0) return <Loading />;
  if (!card) return <EmptyState title={t('cards.empty')} />;

  const single = cards.length < 2;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };
  return (
    <>
      <Stage onKeyDown={onKeyDown}>
        <Step type="button" aria-label={t('cards.previous')} aria-controls="member-card-slide" disabled={single} onClick={() => previous()}>
          <Arrow direction="previous" />
        </Step>
        <div
          id="member-card-slide"
          role="group"
          aria-roledescription={t('cards.slide')}
          aria-label={t('cards.position', { position: index + 1, total: cards.length })}
        >
          {/* Keyed by card: a newly shown card mounts again, so its figures count up again. */}
          <CardView key={card.cardId} card={card} isMain={index === 0} />
        </div>
        <Step type="button" aria-label={t('cards.next')} aria-controls="member-card-slide" disabled={single} onClick={() => next()}>
          <Arrow direction="next" />
        </Step>
      </Stage>
      <Position aria-live="polite">{t('cards.position', { position: index + 1, total: cards.length })}</Position>
    </>
  );
};

/**
 * The logged-in member's cards (memberCardALL), one at a time with previous/next buttons (and
 * the arrow keys while focus is on them): portrait, country, name, rating gauge out of 30,
 * PPD, MPR, count-up and the win figures, which count up as a card appears (at once for
 * reduced motion). Renders nothing without a session.
 */
/** The member's cards, one at a time (rendered for a logged-in member only: see member-card-carousel.tsx). */
export const CarouselPanel = () => {
  const { t } = useTranslation('home');
  useGate(MemberCardsGate);
  return (
    <Panel aria-labelledby="member-cards-title" aria-roledescription={t('cards.roleDescription')}>
      <PanelTitle id="member-cards-title">{t('cards.title')}</PanelTitle>
      <CarouselBody />
    </Panel>
  );
};

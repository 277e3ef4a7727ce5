import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameInfo, MemberCard } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { Button, ErrorState, visuallyHidden } from '@/shared/ui';
import { Gauge } from '@/shared/ui/gauge';
import { SectionPanel } from '@/shared/ui/section-panel';
import { CardHolder, RATING_MAX } from '@/entities/card';
import { $countries, CountryFlag, useCountryName } from '@/entities/country';
import { FigureAbbr, formatCount, formatDecimal, formatPercent, StatValue, ValueSkeleton } from '@/entities/game';
import { CardSwitcher } from '@/widgets/card-switcher';
import {
  $card,
  $gameInfo,
  $gameInfoFailed,
  $overviewFailed,
  $overviewLoading,
  overviewRetried,
  OverviewGate,
} from '../model/overview';
import { Figures, GaugeSpot, Hero, Today } from './overview-page.styles';

const Coin = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="11" fill="#e3a008" />
    <circle cx="12" cy="12" r="8" fill="#f6c343" stroke="#b7791f" strokeWidth="1.5" />
    <path d="M12 7.5 13.3 10.6l3.2.2-2.5 2 .8 3.2L12 14.2 9.2 16l.8-3.2-2.5-2 3.2-.2z" fill="#b7791f" />
  </svg>
);

interface FigureProps {
  label: ReactNode;
  hint?: string;
  text: string | null | undefined;
}

/** One figure; `undefined` while loading (a placeholder of the same size), null without data (a dash). */
const Figure = ({ label, hint, text }: FigureProps) => (
  <div>
    <dt>
      {label}
      {hint && <small>{hint}</small>}
    </dt>
    <dd>{text === undefined ? <ValueSkeleton width="3.5em" /> : <StatValue text={text} />}</dd>
  </div>
);

/** The current card: identity, rating gauge and figures; placeholders of the same size while it loads. */
const CardHero = ({ card }: { card: MemberCard | null }) => {
  const { t } = useTranslation('stats');
  const [language, countries] = useUnit([$language, $countries]);
  const countryName = useCountryName();
  const shown = (format: (card: MemberCard) => string | null): string | null | undefined => (card ? format(card) : undefined);
  const rating = card ? formatDecimal(card.rating, language) : null;
  const country = card ? countries.find((entry) => entry.countryCode.toUpperCase() === card.countryCode.toUpperCase()) : undefined;

  return (
    <Hero aria-labelledby="overview-card-name" aria-busy={card === null}>
      <CardHolder
        portrait={card && { src: card.portrait, alt: t('card.portrait', { name: card.name }) }}
        flag={card && <CountryFlag code={card.countryCode} name={countryName({ countryCode: card.countryCode, countryName: country?.countryName })} />}
        name={
          // Never an empty heading: while loading it says so (the bar is only a picture).
          <h3 id="overview-card-name">
            {card ? (
              card.name
            ) : (
              <>
                <ValueSkeleton width="8em" />
                <span className={visuallyHidden}>{t('common:status.loading')}</span>
              </>
            )}
          </h3>
        }
        number={card ? t('card.cardNo', { number: card.cardNo }) : <ValueSkeleton width="12em" />}
      />
      <GaugeSpot>
        <Gauge
          value={card?.rating ?? null}
          max={RATING_MAX}
          valueText={rating ?? '–'}
          caption={t('card.ratingCaption', { max: RATING_MAX })}
          label={card ? t('card.ratingGauge', { rating, max: RATING_MAX }) : t('card.ratingLoading')}
        />
      </GaugeSpot>
      <Figures>
        <Figure
          label={<FigureAbbr figure="ppd" />}
          hint={t('figures.ppdHint')}
          text={shown((c) => formatDecimal(c.ppd, language))}
        />
        <Figure
          label={<FigureAbbr figure="mpr" />}
          hint={t('figures.mprHint')}
          text={shown((c) => formatDecimal(c.mpr, language))}
        />
        <Figure label={t('figures.countUp')} text={shown((c) => formatCount(c.countUpPoint, language))} />
        <Figure label={t('figures.win')} text={shown((c) => formatCount(c.win, language))} />
        <Figure label={t('figures.lose')} text={shown((c) => formatCount(c.lose, language))} />
        <Figure label={t('figures.streak')} text={shown((c) => formatCount(c.winContinued, language))} />
        <Figure label={t('figures.winRate')} text={shown((c) => formatPercent(c.winProbability, language))} />
      </Figures>
    </Hero>
  );
};

const TodayItem = ({ label, className, children }: { label: string; className?: string; children: ReactNode }) => (
  <div className={className}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** Today's game information and the gold balance (gameInformation). */
const TodayInfo = ({ info, failed, onRetry }: { info: GameInfo | null; failed: boolean; onRetry: () => void }) => {
  const { t } = useTranslation(['stats', 'common']);
  const language = useUnit($language);
  const value = (text: string | null | undefined) => (text === undefined ? <ValueSkeleton /> : <StatValue text={text} />);
  return (
    <Today aria-labelledby="overview-today">
      <h3 id="overview-today">{t('today.title')}</h3>
      {failed && !info ? (
        <p className="failed" role="alert">
          {t('today.failed')}
          <Button variant="secondary" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        </p>
      ) : (
        <dl aria-busy={info === null}>
          <TodayItem label={t('today.adartsRating')}>{value(info ? formatDecimal(info.adartsRating, language) : undefined)}</TodayItem>
          <TodayItem label={t('today.leagueRating')}>{value(info ? formatDecimal(info.leagueRating, language) : undefined)}</TodayItem>
          <TodayItem label={t('today.gold')} className="gold">
            <Coin />
            {value(info ? formatCount(info.coin, language) : undefined)}
            {info && <span className="unit">{t('today.goldUnit')}</span>}
          </TodayItem>
        </dl>
      )}
    </Today>
  );
};

/**
 * /MyPageIndex, the first screen a member sees: the current card (portrait, country, name, number,
 * rating gauge out of 30, PPD, MPR, count-up, wins, losses, best streak, win rate), today's game
 * information and the gold balance; a card switcher when the member has several cards.
 */
export const MyPageOverviewPage = () => {
  useGate(OverviewGate);
  const { t } = useTranslation(['stats', 'site', 'common']);
  const [card, info, loading, failed, infoFailed, retry] = useUnit([
    $card,
    $gameInfo,
    $overviewLoading,
    $overviewFailed,
    $gameInfoFailed,
    overviewRetried,
  ]);

  return (
    <SectionPanel title={t('site:myPage.sections.overview')}>
      <CardSwitcher />
      {failed ? (
        <ErrorState onRetry={() => retry()} />
      ) : (
        <>
          {loading && (
            <p role="status" className={visuallyHidden}>
              {t('common:status.loading')}
            </p>
          )}
          <CardHero card={card} />
          <TodayInfo info={info} failed={infoFailed} onRetry={() => retry()} />
        </>
      )}
    </SectionPanel>
  );
};

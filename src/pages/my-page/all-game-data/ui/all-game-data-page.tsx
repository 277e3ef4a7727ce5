import { useGate, useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameData, RecentGame } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { EmptyState, ErrorState, ToggleGroup, visuallyHidden } from '@/shared/ui';
import { Gauge } from '@/shared/ui/gauge';
import { SectionPanel } from '@/shared/ui/section-panel';
import { CardHolder, RATING_MAX } from '@/entities/card';
import {
  DecimalValue,
  DownloadGamesCsv,
  FigureAbbr,
  formatCount,
  formatDecimal,
  formatGameTime,
  formatPercent,
  gameModeLabelKey,
  StatValue,
  ValueSkeleton,
} from '@/entities/game';
import { CardSwitcher } from '@/widgets/card-switcher';
import { TREND_METRICS, type TrendMetric } from '../lib/trend';
import {
  $gameData,
  $gameDataFailed,
  $games,
  $gamesFailed,
  $trendMetric,
  allDataRetried,
  AllGameDataGate,
  gamesRetried,
  trendMetricChosen,
} from '../model/all-game-data';
import { Block, FiguresTable, Profile, Tiles, Trend } from './all-game-data-page.styles';

// The chart is a chunk of its own, fetched only when the trend is on screen.
const TrendChart = lazy(() => import('./trend-chart').then(({ TrendChart: Chart }) => ({ default: Chart })));

const value = (text: string | null | undefined) => (text === undefined ? <ValueSkeleton /> : <StatValue text={text} />);

/** Portrait, name, card number and the rating gauge; placeholders while loading. */
const ProfileHead = ({ data }: { data: GameData | null }) => {
  const { t } = useTranslation('stats');
  const language = useUnit($language);
  const rating = data ? formatDecimal(data.rating, language) : null;
  const name = data?.memberName ?? null;
  return (
    <Profile aria-busy={data === null}>
      <CardHolder
        small
        portrait={data && { src: data.portrait, alt: name ? t('card.portrait', { name }) : t('card.portraitUnnamed') }}
        name={
          // Never an empty heading: while loading it says so (the bar is only a picture).
          <h3>
            {data ? (
              <StatValue text={name} />
            ) : (
              <>
                <ValueSkeleton width="8em" />
                <span className={visuallyHidden}>{t('common:status.loading')}</span>
              </>
            )}
          </h3>
        }
        number={
          data ? (
            data.cardNo ? (
              t('card.cardNo', { number: data.cardNo })
            ) : (
              <>
                {t('card.cardNoLabel')} <StatValue text={null} />
              </>
            )
          ) : (
            <ValueSkeleton width="12em" />
          )
        }
      />
      <Gauge
        value={data?.rating ?? null}
        max={RATING_MAX}
        valueText={rating ?? '–'}
        caption={t('card.ratingCaption', { max: RATING_MAX })}
        label={
          data === null
            ? t('card.ratingLoading')
            : rating === null
              ? t('card.ratingNone', { max: RATING_MAX })
              : t('card.ratingGauge', { rating, max: RATING_MAX })
        }
      />
    </Profile>
  );
};

/** Every all-time figure of gameData; a figure the backend lacks shows a dash. */
const AllData = ({ data }: { data: GameData | null }) => {
  const { t } = useTranslation('stats');
  const language = useUnit($language);
  const of = (format: (data: GameData) => string | null) => (data ? format(data) : undefined);
  const rows = [
    { key: 'zeroOne', label: t('games.zeroOne'), games: of((d) => formatCount(d.quantity01, language)), rate: of((d) => formatPercent(d.winProbability01, language)) },
    { key: 'cricket', label: t('games.cricket'), games: of((d) => formatCount(d.quantityCricket, language)), rate: of((d) => formatPercent(d.winProbabilityCricket, language)) },
    { key: 'all', label: t('games.all'), games: of((d) => formatCount(d.allQuantity, language)), rate: of((d) => formatPercent(d.allWinProbability, language)) },
  ];
  return (
    <>
      <ProfileHead data={data} />
      <Block aria-labelledby="all-data-figures">
        <h3 id="all-data-figures">{t('allData.figures')}</h3>
        <Tiles aria-busy={data === null}>
          <div>
            <dt>{t('figures.rating')}</dt>
            <dd>{value(of((d) => formatDecimal(d.rating, language)))}</dd>
          </div>
          <div>
            <dt><FigureAbbr figure="ppd" /></dt>
            <dd>{value(of((d) => formatDecimal(d.ppd, language)))}</dd>
          </div>
          <div>
            <dt><FigureAbbr figure="ppr" /></dt>
            <dd>{value(of((d) => formatDecimal(d.ppr, language)))}</dd>
          </div>
          <div>
            <dt><FigureAbbr figure="mpr" /></dt>
            <dd>{value(of((d) => formatDecimal(d.mpr, language)))}</dd>
          </div>
        </Tiles>
      </Block>
      <Block aria-labelledby="all-data-games">
        <h3 id="all-data-games">{t('games.title')}</h3>
        <FiguresTable>
          <table aria-labelledby="all-data-games" aria-busy={data === null}>
            <thead>
              <tr>
                <th scope="col">{t('games.type')}</th>
                <th scope="col">{t('games.count')}</th>
                <th scope="col">{t('games.winRate')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{value(row.games)}</td>
                  <td>{value(row.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </FiguresTable>
      </Block>
      <Block aria-labelledby="all-data-count-up">
        <h3 id="all-data-count-up">{t('countUp.title')}</h3>
        <Tiles aria-busy={data === null}>
          <div>
            <dt>{t('countUp.average')}</dt>
            <dd>{value(of((d) => formatDecimal(d.countUpAverage, language)))}</dd>
          </div>
          <div>
            <dt>{t('countUp.max')}</dt>
            <dd>{value(of((d) => formatCount(d.countUpMax, language)))}</dd>
          </div>
        </Tiles>
      </Block>
    </>
  );
};

/** The same numbers as the chart, as a table: every game, newest first. */
const TrendTable = ({ games }: { games: readonly RecentGame[] }) => {
  const { t } = useTranslation('stats');
  const language = useUnit($language);
  return (
    <details>
      <summary>{t('trend.showTable')}</summary>
      <FiguresTable role="region" aria-labelledby="trend-table-caption" tabIndex={0}>
        <table>
          <caption id="trend-table-caption" className={visuallyHidden}>
            {t('trend.tableCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('trend.when')}</th>
              <th scope="col">{t('trend.mode')}</th>
              <th scope="col">{t('figures.rating')}</th>
              <th scope="col"><FigureAbbr figure="ppd" /></th>
              <th scope="col"><FigureAbbr figure="mpr" /></th>
            </tr>
          </thead>
          <tbody>
            {games.map((game, index) => (
              <tr key={`${game.dateTime}-${index}`}>
                <th scope="row">{formatGameTime(game.dateTime, language)}</th>
                <td className="text">{t(gameModeLabelKey(game.gameName))}</td>
                <td><DecimalValue value={game.rating} /></td>
                <td><DecimalValue value={game.ppd} /></td>
                <td><DecimalValue value={game.mpr} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </FiguresTable>
    </details>
  );
};

/** Rating, PPD or MPR over the last 30 games: chart, numbers table and CSV download. */
const TrendSection = ({ cardNo }: { cardNo: string | null }) => {
  const { t } = useTranslation('stats');
  const [games, failed, metric, choose, retry] = useUnit([$games, $gamesFailed, $trendMetric, trendMetricChosen, gamesRetried]);
  const metricLabels: Record<TrendMetric, string> = {
    rating: t('figures.rating'),
    ppd: t('figures.ppd'),
    mpr: t('figures.mpr'),
  };
  const reserved = <div className="reserved" aria-hidden="true" />;

  return (
    <Block aria-labelledby="all-data-trend">
      <header>
        <h3 id="all-data-trend">{t('trend.title')}</h3>
        {games && games.length > 0 && <DownloadGamesCsv games={games} card={cardNo} />}
      </header>
      {failed && !games ? (
        <ErrorState onRetry={() => retry()} />
      ) : games === null ? (
        <Trend aria-busy="true">{reserved}</Trend>
      ) : games.length === 0 ? (
        <EmptyState title={t('recent.empty')} />
      ) : (
        <Trend>
          <ToggleGroup
            label={t('trend.metric')}
            options={TREND_METRICS.map((option) => ({ value: option, label: metricLabels[option] }))}
            value={metric}
            onChange={choose}
          />
          <Suspense fallback={reserved}>
            <TrendChart key={metric} games={games} metric={metric} metricLabel={metricLabels[metric]} />
          </Suspense>
          <TrendTable games={games} />
        </Trend>
      )}
    </Block>
  );
};

/**
 * /MyPageIndex/AllGameData: portrait, name, card number, rating, PPD, PPR, MPR, games and win
 * rate for 01, cricket and all, count-up average and best (a dash where the backend has no
 * figure), then the trend of the last 30 games with its table and the CSV download.
 */
export const AllGameDataPage = () => {
  useGate(AllGameDataGate);
  const { t } = useTranslation(['stats', 'site', 'common']);
  const [data, failed, retry] = useUnit([$gameData, $gameDataFailed, allDataRetried]);
  return (
    <SectionPanel title={t('site:myPage.sections.AllGameData')}>
      <CardSwitcher />
      {failed && !data ? (
        <ErrorState onRetry={() => retry()} />
      ) : (
        <>
          {data === null && (
            <p role="status" className={visuallyHidden}>
              {t('common:status.loading')}
            </p>
          )}
          <AllData data={data} />
        </>
      )}
      <TrendSection cardNo={data?.cardNo ?? null} />
    </SectionPanel>
  );
};

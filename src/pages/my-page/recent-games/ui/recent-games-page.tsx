import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentGame } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { rovingIndex } from '@/shared/lib';
import { Abbr, EmptyState, ErrorState, FallbackImage, visuallyHidden } from '@/shared/ui';
import { SectionPanel } from '@/shared/ui/section-panel';
import { cardPortraitFallbackSrc } from '@/entities/card';
import {
  awardLabelKey,
  awardsOfGame,
  DecimalValue,
  DownloadGamesCsv,
  figureOfGame,
  formatCount,
  formatGameTime,
  gameModeLabelKey,
  isWin,
  StatValue,
  ValueSkeleton,
} from '@/entities/game';
import { CardSwitcher } from '@/widgets/card-switcher';
import { gameKey } from '../lib/game-key';
import { $games, $gamesFailed, $openGames, $record, gameToggled, gamesRetried, RecentGamesGate } from '../model/recent-games';

const Record = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-4);
  min-height: 26px;
  margin: 0 0 var(--space-3);
  color: var(--color-ink-soft);

  & strong {
    color: var(--color-ink);
    font-variant-numeric: tabular-nums;
  }
`;

const List = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    border: 1px solid var(--color-line);
    border-radius: var(--radius-m);
    background: var(--color-paper);
    overflow: hidden;
  }
  & h3 {
    margin: 0;
    font-size: inherit;
  }
  & .head {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto 20px;
    align-items: center;
    gap: var(--space-3);
    width: 100%;
    min-height: 64px;
    padding: var(--space-2) var(--space-3);
    border: 0;
    background: none;
    color: var(--color-ink);
    font: inherit;
    font-weight: 400;
    text-align: left;
    cursor: pointer;
  }
  & .head:hover {
    background: var(--color-canvas);
  }
  & .head[aria-expanded='true'] {
    background: var(--color-canvas);
    border-bottom: 1px solid var(--color-line);
  }
  & .head[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
  & .mode {
    display: block;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  & .when {
    display: block;
    font-size: 13px;
    color: var(--color-ink-soft);
  }
  & .figure {
    display: grid;
    justify-items: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & .figure b {
    font-size: 18px;
  }
  & .figure small {
    font-size: 12px;
    color: var(--color-ink-soft);
  }
  & .chevron {
    transition: transform 0.15s;
    color: var(--color-ink-soft);
  }
  & .placeholder {
    min-height: 64px;
  }
`;

const ResultBadge = styled.span`
  display: inline-block;
  padding: 0 var(--space-2);
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  letter-spacing: 0.04em;

  &.win {
    background: var(--color-success-bg);
    color: var(--color-success-ink);
  }
  &.lose {
    background: var(--color-canvas);
    color: var(--color-ink-soft);
    box-shadow: inset 0 0 0 1px var(--color-line);
  }
`;

const Details = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-4);
  padding: var(--space-4) var(--space-3);

  & .player {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    min-width: 0;
  }
  & .player img {
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
  }
  & .player strong {
    display: block;
    overflow-wrap: anywhere;
  }
  & .player span {
    font-size: 14px;
    color: var(--color-ink-soft);
    overflow-wrap: anywhere;
  }
  & dl.facts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
    gap: var(--space-2);
    margin: 0;
  }
  & dl.facts > div {
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius-s);
    background: var(--color-canvas);
  }
  & dl.facts dt {
    font-size: 12px;
    color: var(--color-ink-soft);
  }
  & dl.facts dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  & h4 {
    margin: 0 0 var(--space-2);
    font-size: 15px;
  }
  & .awards {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & .awards li {
    padding: 2px var(--space-3);
    border-radius: 999px;
    background: #fff4d6;
    color: #6b4500;
    font-size: 14px;
    font-weight: 600;
  }
  & .none {
    margin: 0;
    color: var(--color-ink-soft);
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  & th,
  & td {
    padding: var(--space-1) var(--space-2);
    border-bottom: 1px solid var(--color-line);
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & th:first-child,
  & td:first-child {
    text-align: left;
    overflow-wrap: anywhere;
  }
  & thead th {
    color: var(--color-ink-soft);
    font-weight: 600;
  }
`;

/** The down arrow goes to the next game's header, the up arrow to the previous one. */
const HEADER_KEYS = { next: ['ArrowDown'], previous: ['ArrowUp'] };

const Chevron = () => (
  <svg className="chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M3.4 5.6 8 10.2l4.6-4.6L14 7l-6 6-6-6z" />
  </svg>
);

const Result = ({ win }: { win: boolean }) => {
  const { t } = useTranslation('stats');
  return <ResultBadge className={win ? 'win' : 'lose'}>{win ? t('result.win') : t('result.lose')}</ResultBadge>;
};

/** The inside of a game: the player, the figures, the shop, the result, the awards hit and the teammates. */
const GameDetails = ({ game, id, labelledBy }: { game: RecentGame; id: string; labelledBy: string }) => {
  const { t } = useTranslation('stats');
  const language = useUnit($language);
  const awards = awardsOfGame(game);
  return (
    <Details id={id} role="region" aria-labelledby={labelledBy}>
      <div className="player">
        <FallbackImage
          src={game.portrait ?? ''}
          fallbackSrc={cardPortraitFallbackSrc}
          alt={t('card.portrait', { name: game.userName })}
          width={48}
          height={48}
        />
        <div>
          <strong>{game.userName}</strong>
          <span>
            {t('recent.shop')}: <StatValue text={game.shopName || null} />
          </span>
        </div>
      </div>
      <dl className="facts">
        <div>
          <dt>{t('figures.rating')}</dt>
          <dd><DecimalValue value={game.rating} /></dd>
        </div>
        <div>
          <dt>
            <Abbr title={t('common:abbr.ppd')}>{t('figures.ppd')}</Abbr>
          </dt>
          <dd><DecimalValue value={game.ppd} /></dd>
        </div>
        <div>
          <dt>
            <Abbr title={t('common:abbr.mpr')}>{t('figures.mpr')}</Abbr>
          </dt>
          <dd><DecimalValue value={game.mpr} /></dd>
        </div>
        <div>
          <dt>{t('recent.result')}</dt>
          <dd>
            <Result win={isWin(game)} />
          </dd>
        </div>
      </dl>
      <div>
        <h4>{t('recent.awards')}</h4>
        {awards.length > 0 ? (
          <ul className="awards">
            {awards.map(({ award, count }) => (
              <li key={award}>{t('recent.awardCount', { award: t(awardLabelKey(award)), times: formatCount(count, language) })}</li>
            ))}
          </ul>
        ) : (
          <p className="none">{t('recent.noAwards')}</p>
        )}
      </div>
      <div>
        <h4 id={`${id}-teammates`}>{t('recent.teammates')}</h4>
        {game.teammateList.length > 0 ? (
          <table aria-labelledby={`${id}-teammates`}>
            <thead>
              <tr>
                <th scope="col">{t('recent.player')}</th>
                <th scope="col">{t('figures.rating')}</th>
                <th scope="col">
                  <Abbr title={t('common:abbr.mpr')}>{t('figures.mpr')}</Abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {game.teammateList.map((mate, index) => (
                <tr key={`${mate.memberName}-${index}`}>
                  <td>{mate.memberName}</td>
                  <td><DecimalValue value={mate.rating} /></td>
                  <td><DecimalValue value={mate.mpr} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="none">{t('recent.noTeammates')}</p>
        )}
      </div>
    </Details>
  );
};

/**
 * The accordion of the last 30 games: each header is a real button (Enter or Space opens it; the
 * up and down arrows, Home and End move between headers) saying when, which mode, the game's figure
 * and the result; any number of games can be open.
 */
const GameList = ({ games }: { games: readonly RecentGame[] }) => {
  const { t } = useTranslation('stats');
  const baseId = useId();
  const [language, open, toggle] = useUnit([$language, $openGames, gameToggled]);
  const headers = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = rovingIndex(event.key, index, games.length, HEADER_KEYS);
    if (next === null) return;
    event.preventDefault();
    headers.current[next]?.focus();
  };

  return (
    <List aria-label={t('recent.listLabel')}>
      {games.map((game, index) => {
        const key = gameKey(game, index);
        const expanded = open.includes(key);
        const figure = figureOfGame(game);
        const headerId = `${baseId}-head-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <li key={key}>
            <h3>
              <button
                ref={(element) => {
                  headers.current[index] = element;
                }}
                id={headerId}
                type="button"
                className="head"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(key)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>
                  <span className="mode">{t(gameModeLabelKey(game.gameName))}</span>
                  <span className="when">{formatGameTime(game.dateTime, language)}</span>
                </span>
                <span className="figure">
                  <b>
                    <span className={visuallyHidden}>{figure.kind === 'mpr' ? t('common:abbr.mpr') : t('common:abbr.ppd')} </span>
                    <DecimalValue value={figure.value} />
                  </b>
                  <small aria-hidden="true" title={figure.kind === 'mpr' ? t('common:abbr.mpr') : t('common:abbr.ppd')}>
                    {figure.kind === 'mpr' ? t('figures.mpr') : t('figures.ppd')}
                  </small>
                  <Result win={isWin(game)} />
                </span>
                <Chevron />
              </button>
            </h3>
            {expanded && <GameDetails game={game} id={panelId} labelledBy={headerId} />}
          </li>
        );
      })}
    </List>
  );
};

/** Rows of the size of a game's header while the games load, so nothing moves when they arrive. */
const Placeholder = () => (
  <List aria-hidden="true">
    {Array.from({ length: 6 }, (_, index) => (
      <li key={index}>
        <div className="head placeholder">
          <span>
            <ValueSkeleton width="5em" />
            <br />
            <ValueSkeleton width="9em" />
          </span>
          <ValueSkeleton width="3em" />
        </div>
      </li>
    ))}
  </List>
);

/**
 * /MyPageIndex/About30Game: the last 30 games of the current card, newest first, as an accordion;
 * a no-data placeholder without games. The games can be downloaded as CSV.
 */
export const RecentGamesPage = () => {
  useGate(RecentGamesGate);
  const { t } = useTranslation(['stats', 'site', 'common']);
  const [games, failed, record, retry] = useUnit([$games, $gamesFailed, $record, gamesRetried]);

  return (
    <SectionPanel
      title={t('site:myPage.sections.About30Game')}
      actions={games && games.length > 0 ? <DownloadGamesCsv games={games} /> : undefined}
    >
      <CardSwitcher />
      {failed && !games ? (
        <ErrorState onRetry={() => retry()} />
      ) : games === null ? (
        <>
          <p role="status" className={visuallyHidden}>
            {t('common:status.loading')}
          </p>
          <Record aria-hidden="true">
            <ValueSkeleton width="14em" />
          </Record>
          <Placeholder />
        </>
      ) : games.length === 0 ? (
        <EmptyState title={t('recent.empty')}>
          <p>{t('recent.emptyHint')}</p>
        </EmptyState>
      ) : (
        <>
          {record && (
            <Record>
              <span>{t('recent.count', { count: games.length })}</span>
              <span>
                {t('recent.wins')} <strong>{record.wins}</strong>
              </span>
              <span>
                {t('recent.losses')} <strong>{record.losses}</strong>
              </span>
            </Record>
          )}
          <GameList games={games} />
        </>
      )}
    </SectionPanel>
  );
};

import { cx } from '@linaria/core';
import { useGate, useUnit } from 'effector-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentGame } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { rovingIndex } from '@/shared/lib';
import { EmptyState, ErrorState, FallbackImage, rowListClass, visuallyHidden } from '@/shared/ui';
import { SectionPanel } from '@/shared/ui/section-panel';
import { cardPortraitFallbackSrc } from '@/entities/card';
import {
  awardLabelKey,
  awardsOfGame,
  DecimalValue,
  DownloadGamesCsv,
  FigureAbbr,
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
import { Details, List, Record, ResultBadge } from './recent-games-page.styles';

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
          <dt><FigureAbbr figure="ppd" /></dt>
          <dd><DecimalValue value={game.ppd} /></dd>
        </div>
        <div>
          <dt><FigureAbbr figure="mpr" /></dt>
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
          <ul className={cx('awards', rowListClass)}>
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
                <th scope="col"><FigureAbbr figure="mpr" /></th>
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
      // Shown (disabled) while the games load, so the heading's row keeps its height when they come.
      actions={games?.length === 0 ? undefined : <DownloadGamesCsv games={games ?? []} />}
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

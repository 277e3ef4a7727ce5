import { useTranslation } from 'react-i18next';
import type { RecentGame } from '@/shared/api';
import { Button } from '@/shared/ui';
import { awardLabelKey } from '../lib/awards';
import { gameModeLabelKey } from '../lib/game-mode';
import { gamesCsv, gamesCsvFileName, type GamesCsvWords } from '../lib/games-csv';
import { saveTextFile } from '../lib/save-file';

const DownloadIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M7 1h2v7.6l2.3-2.3 1.4 1.4L8 12.4 3.3 7.7l1.4-1.4L7 8.6zM2 13h12v2H2z" />
  </svg>
);

/**
 * "Download CSV" of the last 30 games, built in the browser in the UI language: a header row,
 * then date, mode, figure, value, result, shop and awards of each game (UTF-8 with a BOM, so
 * Excel keeps Chinese and Japanese intact). Disabled while there is no game.
 */
export const DownloadGamesCsv = ({ games, card }: { games: readonly RecentGame[]; card?: string | null }) => {
  const { t } = useTranslation('stats');
  const download = () => {
    const words: GamesCsvWords = {
      header: {
        date: t('csv.date'),
        mode: t('csv.mode'),
        figure: t('csv.figure'),
        value: t('csv.value'),
        result: t('csv.result'),
        shop: t('csv.shop'),
        awards: t('csv.awards'),
      },
      mode: (gameName) => t(gameModeLabelKey(gameName)),
      figure: (kind) => (kind === 'mpr' ? t('figures.mpr') : t('figures.ppd')),
      result: (win) => (win ? t('result.win') : t('result.lose')),
      award: (award, count) => t('csv.awardCount', { award: t(awardLabelKey(award)), times: count }),
    };
    saveTextFile(gamesCsv(games, words), gamesCsvFileName(new Date(), card), 'text/csv;charset=utf-8');
  };
  return (
    <Button variant="secondary" onClick={download} disabled={games.length === 0}>
      <DownloadIcon />
      {t('csv.download')}
    </Button>
  );
};

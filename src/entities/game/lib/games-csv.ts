import type { RecentGame } from '@/shared/api';
import { awardsOfGame, type Award } from './awards';
import { figureOfGame, isWin, type GameFigure } from './game-mode';

/** The words of the file, in the UI language. */
export interface GamesCsvWords {
  header: { date: string; mode: string; figure: string; value: string; result: string; shop: string; awards: string };
  mode: (gameName: number) => string;
  figure: (kind: GameFigure['kind']) => string;
  result: (win: boolean) => string;
  award: (award: Award, count: number) => string;
}

/** Byte order mark: Excel reads a UTF-8 file as UTF-8 (Chinese and Japanese intact) only with it. */
export const BOM = '\uFEFF';

/**
 * A spreadsheet would run a text cell starting with = + - @ (or a tab or carriage return) as a
 * formula; a shop name is the backend's text, so such a cell is written as text with a leading '.
 */
const neutralised = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. */
const field = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Rows of cells as CSV text: CRLF line ends, a BOM first. Text cells are neutralised; numbers are written as they are. */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  BOM +
  rows
    .map((row) => row.map((cell) => (typeof cell === 'number' ? String(cell) : field(neutralised(cell)))).join(','))
    .join('\r\n') +
  '\r\n';

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-03-12 14:05" in the reader's time zone: one format every spreadsheet reads as a date. */
export const csvDateTime = (epochMs: number): string => {
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * The last 30 games as CSV, newest first like the screen: date and time, mode, the figure the game
 * is shown with (PPD or MPR) and its value (two decimals, a dot: spreadsheets read it as a number),
 * result, shop and the awards hit.
 */
export const gamesCsv = (games: readonly RecentGame[], words: GamesCsvWords): string => {
  const { header } = words;
  return toCsv([
    [header.date, header.mode, header.figure, header.value, header.result, header.shop, header.awards],
    ...games.map((game) => {
      const figure = figureOfGame(game);
      return [
        csvDateTime(game.dateTime),
        words.mode(game.gameName),
        words.figure(figure.kind),
        figure.value === null ? '' : figure.value.toFixed(2),
        words.result(isWin(game)),
        game.shopName ?? '',
        awardsOfGame(game)
          .map(({ award, count }) => words.award(award, count))
          .join('; '),
      ];
    }),
  ]);
};

/** The file name of a download: `adarts-last-30-games-20260312.csv` (the day it was made). */
export const gamesCsvFileName = (now: Date, card?: string | null): string =>
  `adarts-last-30-games${card ? `-${card}` : ''}-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.csv`;

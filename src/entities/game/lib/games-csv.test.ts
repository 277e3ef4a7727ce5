import { describe, expect, it } from 'vitest';
import { noGameAwards, type RecentGame } from '@/shared/api';
import { BOM, csvDateTime, gamesCsv, gamesCsvFileName, toCsv, type GamesCsvWords } from './games-csv';

const game = (overrides: Partial<RecentGame>): RecentGame => ({
  dateTime: new Date(2026, 2, 12, 14, 5).getTime(),
  gameName: 2,
  genericType: 100,
  ppd: 24.5,
  mpr: null,
  result: 1,
  portrait: null,
  userName: 'Kai',
  rating: 9.5,
  shopName: 'Bullseye Bar',
  ...noGameAwards(),
  teammateList: [],
  ...overrides,
});

const words: GamesCsvWords = {
  header: { date: '日期时间', mode: '游戏', figure: '数据项', value: '数值', result: '结果', shop: '店铺', awards: '奖项' },
  mode: (code) => (code === 2 ? '501' : '标准米老鼠'),
  figure: (kind) => kind.toUpperCase(),
  result: (win) => (win ? '胜' : '负'),
  award: (award, count) => `${award} ×${count}`,
};

describe('CSV of the last games', () => {
  it('writes a BOM, a header row and one row per game, with CRLF line ends', () => {
    const csv = gamesCsv(
      [
        game({ lowTon: 2, hatTrick: 1 }),
        game({ dateTime: new Date(2026, 2, 11, 9, 0).getTime(), gameName: 5, genericType: 200, ppd: null, mpr: 2.456, result: 0, shopName: '上海 · 飞镖吧' }),
      ],
      words,
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '日期时间,游戏,数据项,数值,结果,店铺,奖项',
      '2026-03-12 14:05,501,PPD,24.50,胜,Bullseye Bar,lowTon ×2; hatTrick ×1',
      '2026-03-11 09:00,标准米老鼠,MPR,2.46,负,上海 · 飞镖吧,',
      '',
    ]);
  });

  it('leaves a missing figure and shop empty', () => {
    const [, row] = gamesCsv([game({ ppd: null, shopName: null })], words).slice(1).split('\r\n');
    expect(row).toBe('2026-03-12 14:05,501,PPD,,胜,,');
  });

  it('quotes commas, quotes and line breaks, and keeps a shop name from running as a formula', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', '=HYPERLINK("x")', '-1+1', 7]])).toBe(
      `${BOM}"a,b","say ""hi""","two\nlines","'=HYPERLINK(""x"")",'-1+1,7\r\n`,
    );
  });

  it('dates rows in a form spreadsheets read, and names the file by card and day', () => {
    expect(csvDateTime(new Date(2026, 0, 5, 7, 3).getTime())).toBe('2026-01-05 07:03');
    expect(gamesCsvFileName(new Date(2026, 2, 12))).toBe('adarts-last-30-games-20260312.csv');
    expect(gamesCsvFileName(new Date(2026, 2, 12), '8860000001011234')).toBe('adarts-last-30-games-8860000001011234-20260312.csv');
  });
});

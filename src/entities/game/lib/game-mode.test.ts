import { describe, expect, it } from 'vitest';
import { figureOfGame, gameModeLabelKey, gameModeOf, isWin } from './game-mode';

describe('game modes', () => {
  it.each([
    [1, 'game301'],
    [2, 'game501'],
    [3, 'game701'],
    [4, 'game901'],
    [5, 'standardCricket'],
    [6, 'awardCricket'],
    [7, 'countUp'],
    [8, 'timeCountUp'],
    [9, 'halfIt'],
    [10, 'teamCricket'],
    [11, 'snow301'],
    [12, 'snow501'],
    [13, 'snow701'],
    [14, 'snow901'],
    [20, 'eagleEye'],
    [21, 'bigBull'],
  ])('names code %i %s', (code, mode) => {
    expect(gameModeOf(code)).toBe(mode);
    expect(gameModeLabelKey(code)).toBe(`stats:modes.${mode}`);
  });

  it.each([0, 15, 19, 22, 99, -1])('names any other code (%i) cricket count-up', (code) => {
    expect(gameModeOf(code)).toBe('cricketCountUp');
    expect(gameModeLabelKey(code)).toBe('stats:modes.cricketCountUp');
  });
});

describe('the figure a game is shown with', () => {
  const game = { gameName: 2, ppd: 24.5, mpr: 2.1 };

  it('shows PPD for generic type 100, MPR for 200 and PPD for 300', () => {
    expect(figureOfGame({ ...game, genericType: 100 })).toEqual({ kind: 'ppd', value: 24.5 });
    expect(figureOfGame({ ...game, genericType: 200 })).toEqual({ kind: 'mpr', value: 2.1 });
    expect(figureOfGame({ ...game, genericType: 300 })).toEqual({ kind: 'ppd', value: 24.5 });
  });

  it('keeps a missing figure missing', () => {
    expect(figureOfGame({ ...game, genericType: 200, mpr: null })).toEqual({ kind: 'mpr', value: null });
  });

  it('falls back on the mode for a type the reference does not list', () => {
    expect(figureOfGame({ ...game, genericType: 0, gameName: 5 })).toEqual({ kind: 'mpr', value: 2.1 });
    expect(figureOfGame({ ...game, genericType: 0, gameName: 1 })).toEqual({ kind: 'ppd', value: 24.5 });
  });

  it('reads 1 or true as a win, 0 or false as a loss', () => {
    expect([1, true, 0, false].map((result) => isWin({ result }))).toEqual([true, true, false, false]);
  });
});

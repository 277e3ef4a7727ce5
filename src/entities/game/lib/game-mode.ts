import type { RecentGame } from '@/shared/api';

/** Game modes by `gameName` code (api-reference section 3); any other code is cricket count-up. */
const modes = {
  1: 'game301',
  2: 'game501',
  3: 'game701',
  4: 'game901',
  5: 'standardCricket',
  6: 'awardCricket',
  7: 'countUp',
  8: 'timeCountUp',
  9: 'halfIt',
  10: 'teamCricket',
  11: 'snow301',
  12: 'snow501',
  13: 'snow701',
  14: 'snow901',
  20: 'eagleEye',
  21: 'bigBull',
} as const;

export type GameMode = (typeof modes)[keyof typeof modes] | 'cricketCountUp';

export const gameModeOf = (code: number): GameMode => (modes as Record<number, GameMode>)[code] ?? 'cricketCountUp';

const modeLabelKeys: Record<GameMode, string> = {
  game301: 'stats:modes.game301',
  game501: 'stats:modes.game501',
  game701: 'stats:modes.game701',
  game901: 'stats:modes.game901',
  standardCricket: 'stats:modes.standardCricket',
  awardCricket: 'stats:modes.awardCricket',
  countUp: 'stats:modes.countUp',
  timeCountUp: 'stats:modes.timeCountUp',
  halfIt: 'stats:modes.halfIt',
  teamCricket: 'stats:modes.teamCricket',
  snow301: 'stats:modes.snow301',
  snow501: 'stats:modes.snow501',
  snow701: 'stats:modes.snow701',
  snow901: 'stats:modes.snow901',
  eagleEye: 'stats:modes.eagleEye',
  bigBull: 'stats:modes.bigBull',
  cricketCountUp: 'stats:modes.cricketCountUp',
};

/** The translation key of a game mode's name, by its `gameName` code. */
export const gameModeLabelKey = (code: number): string => modeLabelKeys[gameModeOf(code)];

const cricketModes: ReadonlySet<GameMode> = new Set(['standardCricket', 'awardCricket', 'teamCricket', 'cricketCountUp']);

/** `genericType` of a game (api-reference section 3): which figure it is shown with. */
export const GenericType = { ppd: 100, mpr: 200, ppdFromResult: 300 } as const;

/** The figure a game is shown with: PPD or MPR, and its value (null when the backend has none). */
export interface GameFigure {
  kind: 'ppd' | 'mpr';
  value: number | null;
}

/**
 * 100 shows PPD, 200 shows MPR, 300 shows PPD (worked out from the result by the machine). A type
 * the reference does not list falls back on the mode: MPR for cricket games, PPD for the rest.
 */
export const figureOfGame = (game: Pick<RecentGame, 'genericType' | 'gameName' | 'ppd' | 'mpr'>): GameFigure => {
  const kind =
    game.genericType === GenericType.mpr
      ? 'mpr'
      : game.genericType === GenericType.ppd || game.genericType === GenericType.ppdFromResult
        ? 'ppd'
        : cricketModes.has(gameModeOf(game.gameName))
          ? 'mpr'
          : 'ppd';
  return { kind, value: kind === 'mpr' ? game.mpr : game.ppd };
};

/** A game's `result`: truthy (1 or true) is a win. */
export const isWin = (game: Pick<RecentGame, 'result'>): boolean => Boolean(game.result);

export { createAwardRecordQuery, createGameDataQuery, createGameInfoQuery, createRecentGamesQuery } from './api/queries';
export { AWARDS, awardHistoryRows, awardLabelKey, awardsOfGame, type Award, type AwardCount, type AwardHistoryRow } from './lib/awards';
export { formatCount, formatDecimal, formatGameDay, formatGameTime, formatPercent } from './lib/figures';
export { figureOfGame, gameModeLabelKey, gameModeOf, GenericType, isWin, type GameFigure, type GameMode } from './lib/game-mode';
export { BOM, csvDateTime, gamesCsv, gamesCsvFileName, toCsv, type GamesCsvWords } from './lib/games-csv';
export { DownloadGamesCsv } from './ui/download-games-csv';
export { FigureAbbr } from './ui/figure-abbr';
export { DecimalValue, StatValue } from './ui/stat-value';
export { ValueSkeleton } from './ui/value-skeleton';

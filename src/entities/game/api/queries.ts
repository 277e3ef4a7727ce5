import type { Store } from 'effector';
import { calls, createMemberQuery } from '@/shared/api';

/*
 * The statistics of the card the member is looking at. Each takes the card from the session
 * (createMemberQuery), so a screen never passes an id, and follows the current card: choosing
 * another card (currentCardChosen) drops the answer at once and asks again while `active`.
 * One query per screen, told apart by `name`.
 */

/** Today's game information: Adarts rating, league rating and the gold balance (gameInformation). */
export const createGameInfoQuery = (name: string, active: Store<boolean>) =>
  createMemberQuery(calls.gameInformation, { name: `game.info.${name}`, active });

/** All-time figures of the card (gameData); any of them may be null. */
export const createGameDataQuery = (name: string, active: Store<boolean>) =>
  createMemberQuery(calls.gameData, { name: `game.data.${name}`, active });

/** The last 30 games, newest first (latelyAchievement). */
export const createRecentGamesQuery = (name: string, active: Store<boolean>) =>
  createMemberQuery(calls.latelyAchievement, { name: `game.recent.${name}`, active });

/** This month's and all-time count of every award (awardRecord). */
export const createAwardRecordQuery = (name: string, active: Store<boolean>) =>
  createMemberQuery(calls.awardRecord, { name: `game.awards.${name}`, active });

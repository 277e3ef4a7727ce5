import { callNames } from './call-names';

/**
 * Which calls a setting applies to, written the same way wherever the fake backend takes one
 * (`--faults`, `?faults=`, `--pass`): `*` for every call, a call's name as the call definitions
 * give it (`news.officialNewsList`), or every call of one domain (`news.*`).
 */
export class CallSelectorError extends Error {}

const domainOf = (callName: string): string => callName.slice(0, callName.indexOf('.'));
const domains = new Set([...callNames()].map(domainOf));

/** `selector` as it is, or a CallSelectorError saying what a selector looks like. */
export function checkCallSelector(selector: string): string {
  if (isCallSelector(selector)) return selector;
  throw new CallSelectorError(`unknown call "${selector}": a call's name (news.officialNewsList), a domain's calls (news.*) or *`);
}

/** Whether `selector` is one (a form that checks as the user types, without catching). */
export const isCallSelector = (selector: string): boolean => selector === '*' || callNames().has(selector) || (selector.endsWith('.*') && domains.has(selector.slice(0, -2)));

/**
 * How closely `selector` names `callName`: 3 by its name, 2 by its domain, 1 by `*`, 0 not at
 * all; so a call's own setting wins over its domain's, which wins over every call's.
 */
export function selectorRank(selector: string, callName: string): number {
  if (selector === callName) return 3;
  if (selector === `${domainOf(callName)}.*`) return 2;
  return selector === '*' ? 1 : 0;
}

/** `--pass`'s text: selectors separated by commas; refuses an empty list, which would pass nothing by accident. */
export function parseCallSelectors(text: string): string[] {
  const selectors = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (selectors.length === 0) throw new CallSelectorError('no call named: give * or calls such as news.*,account.login');
  return selectors.map(checkCallSelector);
}

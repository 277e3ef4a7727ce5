// Free of Node: the browser's worker decides with it too.
import { callNameOf } from '../call-names';
import { selectorRank } from '../call-selector';

/** The API's own paths: only these ever leave the fake backend (never `/__mock/`, `/openapi.json`, `/docs`). */
export const API_PATH = /^\/rp[si]\//;

/** Whether the selectors of `--pass` send the request at `pathname` upstream: `*` sends every API path, the others their calls. */
export function passesUpstream(pass: readonly string[], pathname: string): boolean {
  if (!API_PATH.test(pathname)) return false;
  if (pass.includes('*')) return true;
  const callName = callNameOf(pathname);
  return callName !== null && pass.some((selector) => selectorRank(selector, callName) > 0);
}

/**
 * What the dev server's worker is told at build time (vite.config.ts): the calls passed upstream
 * (null: no upstream) and whether recorded answers are replayed.
 */
export interface BrowserPassThrough {
  pass: string[] | null;
  replay: boolean;
}

/** Whether the worker should ask the dev server about this request before answering it from the fake backend. */
export const mayLeaveTheBrowser = ({ pass, replay }: BrowserPassThrough, pathname: string): boolean =>
  API_PATH.test(pathname) && (replay || (pass !== null && passesUpstream(pass, pathname)));

/** The header every replayed or passed answer carries: where it came from (the call log's `source`). */
export const SOURCE_HEADER = 'X-Mock-Source';

/** `X-Mock-Source` of the dev server's 404 for a call it leaves to the worker's fake backend. */
export const LEFT_TO_FAKE = 'fake';

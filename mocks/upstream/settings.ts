import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CallSelectorError, parseCallSelectors } from '../call-selector';

/** Where calls go besides the fake backend: a real API, a folder to record its answers in, recorded answers. */
export interface UpstreamSettings {
  /** The real API's origin (and base path, if any); null: no call leaves the machine. */
  upstream: URL | null;
  /** The calls passed to the upstream (../call-selector.ts); `*` passes every API path. */
  pass: string[];
  /** The folder the upstream's answers are recorded in as HAR; null: none recorded. */
  record: string | null;
  /** The folder of HAR files whose answers are replayed; null: none. */
  replay: string | null;
}

export class UpstreamSettingsError extends Error {}

/** The settings as given, by the names the user gave them (`--upstream` or `MOCK_UPSTREAM`). */
export interface GivenSettings {
  upstream?: string | undefined;
  pass?: string | undefined;
  record?: string | undefined;
  replay?: string | undefined;
}

export const CLI_NAMES: Record<keyof GivenSettings, string> = { upstream: '--upstream', pass: '--pass', record: '--record', replay: '--replay' };
export const ENV_NAMES: Record<keyof GivenSettings, string> = { upstream: 'MOCK_UPSTREAM', pass: 'MOCK_PASS', record: 'MOCK_RECORD', replay: 'MOCK_REPLAY' };

const given = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/**
 * Checks the settings, saying which one is wrong and what it takes; null when none is given, so
 * the fake backend answers everything as it always has.
 */
export function readUpstreamSettings(settings: GivenSettings, names: Record<keyof GivenSettings, string> = CLI_NAMES): UpstreamSettings | null {
  const upstreamText = given(settings.upstream);
  const passText = given(settings.pass);
  const record = given(settings.record);
  const replay = given(settings.replay);
  if (!upstreamText && !replay) {
    const orphan = passText ? names.pass : record ? names.record : null;
    if (orphan) throw new UpstreamSettingsError(`${orphan} needs ${names.upstream}`);
    return null;
  }
  let upstream: URL | null = null;
  if (upstreamText) {
    const url = URL.parse(upstreamText);
    if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
      throw new UpstreamSettingsError(`${names.upstream} takes the real API's http(s) address, e.g. https://api.example.com (got "${upstreamText}")`);
    }
    upstream = url;
  } else if (passText || record) {
    throw new UpstreamSettingsError(`${passText ? names.pass : names.record} needs ${names.upstream}`);
  }
  let pass: string[];
  try {
    pass = parseCallSelectors(passText ?? '*');
  } catch (error) {
    if (!(error instanceof CallSelectorError)) throw error;
    throw new UpstreamSettingsError(`${names.pass}: ${error.message}`);
  }
  if (replay && !(existsSync(replay) && statSync(replay).isDirectory())) {
    throw new UpstreamSettingsError(`${names.replay} takes a folder of recorded .har files; "${replay}" is not a folder`);
  }
  return { upstream, pass, record: record ? resolve(record) : null, replay: replay ? resolve(replay) : null };
}

/** One line for the server's start-up banner. */
export function describeUpstream({ upstream, pass, record, replay }: UpstreamSettings): string {
  return [
    ...(replay ? [`replaying ${replay}`] : []),
    ...(upstream ? [`passing ${pass.join(',')} to ${upstream.href}`] : []),
    ...(record ? [`recording into ${record}`] : []),
    'the rest from the fake backend',
  ].join('; ');
}

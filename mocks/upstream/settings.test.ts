import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ENV_NAMES, readUpstreamSettings, UpstreamSettingsError } from './settings';

describe('readUpstreamSettings', () => {
  it('is null when nothing is given: the fake backend answers everything', () => {
    expect(readUpstreamSettings({})).toBeNull();
    expect(readUpstreamSettings({ upstream: ' ', pass: '' })).toBeNull();
  });

  it('passes every call by default, or the calls named, by name, domain or *', () => {
    expect(readUpstreamSettings({ upstream: 'https://api.example.com/base' })).toMatchObject({ upstream: new URL('https://api.example.com/base'), pass: ['*'], record: null, replay: null });
    expect(readUpstreamSettings({ upstream: 'http://127.0.0.1:8788', pass: 'news.*, account.login' })?.pass).toEqual(['news.*', 'account.login']);
  });

  it.each([
    [{ upstream: 'api.example.com' }, /--upstream takes the real API's http\(s\) address/],
    [{ upstream: 'ftp://api.example.com' }, /--upstream takes/],
    [{ upstream: 'https://api.example.com/?debug=1' }, /--upstream takes/],
    [{ upstream: 'https://api.example.com', pass: 'news.nothing' }, /--pass: unknown call "news.nothing"/],
    [{ upstream: 'https://api.example.com', pass: 'nothing.*' }, /--pass: unknown call/],
    [{ upstream: 'https://api.example.com', pass: ',' }, /--pass: no call named/],
    [{ pass: 'news.*' }, /--pass needs --upstream/],
    [{ record: '/tmp/rec' }, /--record needs --upstream/],
    [{ replay: '/nowhere/at/all' }, /--replay takes a folder/],
  ])('refuses %o, saying why', (given, reason) => {
    expect(() => readUpstreamSettings(given)).toThrow(UpstreamSettingsError);
    expect(() => readUpstreamSettings(given)).toThrow(reason);
  });

  it('names the dev server its settings by their environment variables', () => {
    expect(() => readUpstreamSettings({ record: 'x' }, ENV_NAMES)).toThrow('MOCK_RECORD needs MOCK_UPSTREAM');
    const replay = mkdtempSync(join(tmpdir(), 'mock-replay-'));
    expect(readUpstreamSettings({ replay }, ENV_NAMES)).toMatchObject({ upstream: null, replay });
  });
});

describe('mock:serve flags', () => {
  it('exits 2 with the reason for an upstream that is not an address', async () => {
    const serve = fileURLToPath(new URL('../serve.ts', import.meta.url));
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', serve, '--port', '0', '--upstream', 'not a url'], { timeout: 60_000 });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('--upstream takes the real API');
  }, 60_000);
});

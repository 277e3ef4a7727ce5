import { afterEach, describe, expect, it, vi } from 'vitest';
import type { env as Env } from './env';

afterEach(() => {
  vi.unstubAllEnvs();
});

let loads = 0;
/**
 * env.ts as a build with the stubbed variables would read it: a new instance of the module each
 * time (its own query string), leaving the module registry, which other test files share, alone.
 */
const freshEnv = async (): Promise<typeof Env> => {
  loads += 1;
  return ((await import(/* @vite-ignore */ `./env.ts?build=${loads}`)) as { env: typeof Env }).env;
};

describe('build settings', () => {
  it('carries the demo login only in demo builds, so no other bundle holds the demo password', async () => {
    vi.stubEnv('VITE_DEMO', '');
    expect((await freshEnv()).demoLogin).toBeNull();
    vi.stubEnv('VITE_DEMO', 'true');
    expect((await freshEnv()).demoLogin).toEqual({ account: 'demo', password: 'darts123' });
  });
});

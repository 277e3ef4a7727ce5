import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const freshEnv = async () => (await import('./env')).env;

describe('build settings', () => {
  it('carries the demo login only in demo builds, so no other bundle holds the demo password', async () => {
    vi.stubEnv('VITE_DEMO', '');
    expect((await freshEnv()).demoLogin).toBeNull();
    vi.resetModules();
    vi.stubEnv('VITE_DEMO', 'true');
    expect((await freshEnv()).demoLogin).toEqual({ account: 'demo', password: 'darts123' });
  });
});

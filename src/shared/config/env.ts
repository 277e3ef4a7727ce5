/** Build-time settings (see README "Configuration"). */
export const env = {
  /** Origin of the real API, e.g. https://api.example.com; empty = same origin as the site. */
  apiOrigin: (import.meta.env.VITE_API_ORIGIN ?? '').replace(/\/$/, ''),
  /** Run the fake backend in a service worker (dev and demo builds only). */
  mocks: import.meta.env.VITE_MOCKS === 'true',
  /** Demo build for product reviewers: shows the demo login on the login page. */
  demo: import.meta.env.VITE_DEMO === 'true',
  /**
   * The member every fake-backend seed has, shown on the login page of demo builds; null in any
   * other build. The flag is read here literally so the bundler folds the condition and the
   * credentials never reach a production bundle (`npm run size` checks it).
   */
  demoLogin: import.meta.env.VITE_DEMO === 'true' ? { account: 'demo', password: 'darts123' } : null,
  /** Sub-path the site is served under (Vite `base`). */
  basePath: import.meta.env.BASE_URL,
} as const;

/** The served demo's URL for an app path such as `/` or `/News?id=1` (keeps the build's base path). */
export const appUrl = (path = '/'): string => {
  // Set by e2e/serve-demo.ts, the global setup; workers inherit it.
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e` (e2e/serve-demo.ts serves the demo).');
  return new URL(path.replace(/^\/+/, ''), baseURL).toString();
};

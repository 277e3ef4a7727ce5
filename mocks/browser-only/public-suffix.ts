/**
 * Stands in for `tldts` in the demo's and dev server's fake backend (its service worker), through an
 * alias in vite.config.ts. msw keeps cookies with tough-cookie, which asks tldts for a host's
 * registrable domain from the whole public-suffix list: 115 kB of the demo's JavaScript gzipped
 * (277 → 162 kB for the fake backend's chunk), a third of it. This API sets and reads no cookies
 * (api-reference section 1: the session is a token), so the answer only has to be a plausible
 * domain: the last two labels, or the host itself. Node (tests, `mock:serve`) keeps the real tldts.
 */
export function getDomain(hostname: string): string | null {
  if (!hostname) return null;
  const labels = hostname.split('.');
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  return isAddress || labels.length <= 2 ? hostname : labels.slice(-2).join('.');
}

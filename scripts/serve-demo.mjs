// `npm start`: serves the demo build (dist-demo/, made by `npm run build:demo`) with SPA fallback.
// PORT (default 4173; a free port when it is taken), HOST (default 127.0.0.1), BASE_PATH (as built).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.ts';

const root = fileURLToPath(new URL('../dist-demo/', import.meta.url));
if (!existsSync(`${root}index.html`)) {
  console.error('dist-demo/ has no build. Run `npm run build:demo` first (or `npm start`, which builds it).');
  process.exit(1);
}

const wanted = Number(process.env.PORT ?? 4173);
const server = await startStaticServer({
  root,
  port: Number.isInteger(wanted) && wanted >= 0 ? wanted : 4173,
  host: process.env.HOST ?? '127.0.0.1',
  basePath: process.env.BASE_PATH ?? '/',
  fallbackToFreePort: true,
});

const url = server.url.replace('://127.0.0.1:', '://localhost:');
if (server.port !== wanted) console.log(`Port ${wanted} is taken; using ${server.port}.`);
console.log(`
  Adarts demo (fake backend in the browser's service worker)

  Open        ${url}
  Demo login  account: demo   password: darts123
  Scenarios   ${url}?scenario=empty   ${url}?scenario=expired-session

  Ctrl+C to stop.
`);

const stop = () => {
  server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

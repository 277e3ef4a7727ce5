// What `zod/mini` resolves to in this project (vite.config.ts aliases it here). zod compiles object
// parsers with `new Function` and probes for it as soon as the first object schema is built; the
// site's Content-Security-Policy allows no eval, so the probe would be refused and reported on
// every page. Configured here, before any module that imports `zod/mini` builds a schema (a
// module's imports finish evaluating before its own code runs), zod parses without the compiler.
import { config } from 'zod/v4/mini';

config({ jitless: true });

export * from 'zod/v4/mini';

// What a build writes for the tools rather than for visitors: Vite's manifest (356 source paths,
// read by scripts/size.mjs) and the security headers (sent by the static server and `vite preview`).
// Vite writes them into `<outDir>/.vite/`, where any host that publishes the folder as it is would
// serve them; the build moves them beside it instead (`buildRecordsOutside` in vite-plugins.ts):
// `dist/` keeps its records in `.vite/dist/`, `dist-demo/` in `.vite/dist-demo/`.
// Only erasable TypeScript (Node runs this file directly through type stripping).
import { basename, dirname, join, resolve } from 'node:path';

/** Where Vite writes a build's records, relative to its output folder. */
export const RECORDS_IN_OUTPUT = '.vite';

/** The folder of a build's records: `.vite/<name>` beside the output folder `<name>`. */
export const buildRecordsDirOf = (outDir: string): string => join(dirname(resolve(outDir)), RECORDS_IN_OUTPUT, basename(resolve(outDir)));

export const MANIFEST_FILE = 'manifest.json';
export const SECURITY_HEADERS_FILE = 'security-headers.json';

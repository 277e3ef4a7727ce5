/**
 * Where a data file of the fake backend is: `file`, its path relative to the module that reads it
 * (`base`, that module's `import.meta.url`), and `asset`, the same path as a `new URL` literal on
 * `import.meta.url` written out in that module, which Vite turns into an emitted, hashed file.
 */
export interface DataFile {
  file: string;
  asset: URL;
  base: string;
}

const inNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';

/** Loads of the files read synchronously (`syncDataFile`) that a browser must make first. */
const pendingLoads: Array<() => Promise<void>> = [];

/**
 * A guarded dynamic import rather than a loader injected by each Node entry (Vitest, mock:serve,
 * the Pact verification): one place decides how data files are read. The specifier sits in a
 * variable and carries @vite-ignore, so no `node:` module enters the browser's graph; a page or
 * worker has no `process`, reads the asset's http(s) address and never takes this branch.
 */
const NODE_FS = 'node:fs/promises';

async function readText(url: URL): Promise<string> {
  if (url.protocol === 'file:') {
    const fs = (await import(/* @vite-ignore */ NODE_FS)) as typeof import('node:fs/promises');
    return fs.readFile(url, 'utf8');
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/**
 * The fake backend's data that is text, not logic (the seed's copy, the answers' messages), lives
 * in JSON files: a phone parses JSON far faster than it compiles the same text as JavaScript, and
 * the files stay out of the fake backend's chunk (decision 026). Resolves to the parsed JSON; a
 * failure says which file (`url`, to be named in the caller's message) and why.
 */
export async function readDataFile({ file, asset, base }: DataFile): Promise<{ url: URL; data: unknown }> {
  // Node reads `file` from disk: Vitest's jsdom project rewrites `asset` to an address of its page,
  // where nothing answers; `file` in a variable is rewritten by neither Vite nor Vitest.
  const url = inNode ? new URL(file, base) : asset;
  try {
    return { url, data: JSON.parse(await readText(url)) };
  } catch (error) {
    throw new Error(`${url.href} did not load: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** A data file whose content a rule needs synchronously (the answers' messages, the seed's names). */
export interface SyncDataFile<Content> {
  /** The parsed content; in a browser only after `loadDataFiles()` has settled. */
  get(): Content;
}

/**
 * Declares a data file read synchronously. Node reads it from disk on first use; a browser (the
 * demo's service worker) loads every declared file through `loadDataFiles()` before the fake
 * backend answers. Not a top-level await: service workers refuse one (decision 026).
 */
export function syncDataFile<Content>(file: DataFile, parse: (data: unknown) => Content): SyncDataFile<Content> {
  let content: { value: Content } | null = null;
  if (!inNode) {
    pendingLoads.push(async () => {
      content ??= { value: parse((await readDataFile(file)).data) };
    });
  }
  return {
    get() {
      if (content) return content.value;
      if (!inNode) throw new Error(`${file.file} was read before loadDataFiles() settled`);
      // Synchronous on purpose: a rule needs the text now. Node's built-ins without an import, so
      // no `node:` module enters a browser bundle.
      const fs = process.getBuiltinModule('node:fs');
      content = { value: parse(JSON.parse(fs.readFileSync(new URL(file.file, file.base), 'utf8'))) };
      return content.value;
    },
  };
}

/** Loads every file declared with `syncDataFile` (a browser's fake backend, before its first answer). */
export async function loadDataFiles(): Promise<void> {
  await Promise.all(pendingLoads.map((load) => load()));
}

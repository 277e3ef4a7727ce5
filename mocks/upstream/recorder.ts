import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { callNameOf } from '../call-names';
import { harEntryOf, harLog, type Exchange, type HarEntry, type HarLog } from './har';

/** The file a call's exchanges go to: one per call, so a call's recording can be read, diffed or dropped alone. */
export const recordFileOf = (pathname: string): string => `${callNameOf(pathname) ?? 'other'}.har`;

let tempCount = 0;

/**
 * Writes `text` to a temporary file beside `file`, then renames it over `file`: a rename within
 * a folder is atomic, so a server stopped mid-write leaves the old file whole, never half of one.
 */
async function writeWhole(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.${(tempCount += 1)}.tmp`;
  try {
    await writeFile(temp, text);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function readEntries(file: string): Promise<HarEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // A file that is not HAR is someone else's: refuse rather than write over it.
  const entries = (JSON.parse(text) as Partial<HarLog>).log?.entries;
  if (!Array.isArray(entries)) throw new Error(`${file} is not a HAR file; not writing over it`);
  return entries;
}

/**
 * Records upstream exchanges into `dir` as HAR 1.2, secrets redacted (har.ts), one file per call
 * (recordFileOf), each exchange appended to what the file held. Writes to one file take turns;
 * each rewrites the whole file atomically.
 */
export function createRecorder(dir: string) {
  const made = mkdir(dir, { recursive: true });
  const files = new Map<string, { entries: Promise<HarEntry[]>; queue: Promise<void> }>();
  return {
    /** Resolves once the exchange is in its file. */
    record(exchange: Exchange): Promise<void> {
      const file = join(dir, recordFileOf(exchange.request.url.pathname));
      let state = files.get(file);
      if (!state) {
        state = { entries: made.then(() => readEntries(file)), queue: Promise.resolve() };
        files.set(file, state);
      }
      const { entries } = state;
      const entry = harEntryOf(exchange);
      const written = state.queue.then(async () => {
        const list = await entries;
        list.push(entry);
        await writeWhole(file, `${JSON.stringify(harLog(list), null, 2)}\n`);
      });
      // The next write waits for this one, failed or not.
      state.queue = written.catch(() => undefined);
      return written;
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;

/**
 * The committed contracts/openapi.json is what the call definitions generate: a call, schema,
 * handler refusal or seed change that is not regenerated fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApiDocument, serialiseDocument } from './document';
import { OPENAPI_FILE } from './file';

/** The first line where two texts differ, with its number, or null when they are the same. */
function firstDifference(committed: string, generated: string): string | null {
  if (committed === generated) return null;
  const [left, right] = [committed.split('\n'), generated.split('\n')];
  const line = left.findIndex((text, index) => text !== right[index]);
  const at = line === -1 ? left.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(left[at] ?? '(end)')}, generated ${JSON.stringify(right[at] ?? '(end)')}`;
}

describe('contracts/openapi.json', () => {
  it('is what the call definitions generate (else run `npm run openapi`)', async () => {
    const generated = serialiseDocument(await generateOpenApiDocument());
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(firstDifference(committed, generated), 'contracts/openapi.json is out of date: run `npm run openapi` and commit it').toBeNull();
  }, 60_000);
});

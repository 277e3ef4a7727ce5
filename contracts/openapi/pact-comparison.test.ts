/**
 * Every pact of contracts/pacts/ agrees with contracts/openapi.json, interaction by interaction
 * (compare-pact.ts). One test per pact file, so `npm test` counts each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareWithPact } from './compare-pact';
import { OPENAPI_FILE } from './file';

const pactsDir = new URL('../pacts/', import.meta.url);
const pactFiles = readdirSync(pactsDir).filter((name) => name.endsWith('.json'));
const readJson = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as object;

describe('the pacts against contracts/openapi.json', () => {
  it('has pacts to compare', () => {
    expect(pactFiles.length).toBeGreaterThan(0);
  });

  it.each(pactFiles)('%s agrees with the document', async (file) => {
    const mismatches = await compareWithPact(readJson(OPENAPI_FILE), readJson(new URL(file, pactsDir)));
    expect(mismatches).toEqual([]);
  }, 60_000);
});

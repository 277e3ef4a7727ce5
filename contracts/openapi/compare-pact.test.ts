/**
 * What the comparison lets through and what it does not, on single interactions of the committed
 * pact against a copy of the committed document.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareWithPact } from './compare-pact';
import { OPENAPI_FILE } from './file';

interface Interaction {
  description: string;
  request: { headers?: Record<string, string>; body?: unknown };
  response: { body: { code: number; msg: string; data: unknown } };
}
interface PactFile {
  interactions: Interaction[];
}

const document = (): Record<string, unknown> => JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Record<string, unknown>;
const pactFile = JSON.parse(readFileSync(new URL('../pacts/darts-portal-web-darts-network-api.json', import.meta.url), 'utf8')) as PactFile;

/** The pact with only the interaction of that description, changed by `change`. */
function pactWith(description: string, change: (interaction: Interaction) => void = () => {}): PactFile {
  const interaction = structuredClone(pactFile.interactions.find((candidate) => candidate.description === description));
  if (!interaction) throw new Error(`no interaction "${description}" in the pact`);
  change(interaction);
  return { ...pactFile, interactions: [interaction] };
}

const NEWS_PAGE = 'news.officialNewsList: first page of all news for country 617';
const VISITOR_CARDS = 'member.cardList: a visitor without a token';
const PAGE_SIZE_1000 = 'activities.list: a page size over 999 (1000)';

describe('compareWithPact', () => {
  it('takes the interactions as they are', async () => {
    for (const description of [NEWS_PAGE, VISITOR_CARDS, PAGE_SIZE_1000]) {
      expect(await compareWithPact(document(), pactWith(description))).toEqual([]);
    }
  });

  it('finds an answer field whose type the document says otherwise', async () => {
    const changed = document();
    const at = (value: unknown, ...keys: (string | number)[]) => keys.reduce((inner, key) => (inner as Record<string | number, unknown>)[key], value);
    const success = at(changed, 'paths', '/rpi/websitenews/officialNewsList', 'post', 'responses', 200, 'content', 'application/json', 'schema', 'oneOf', 0);
    (at(success, 'properties', 'data', 'properties') as Record<string, unknown>).total = { type: 'string' };
    const mismatches = await compareWithPact(changed, pactWith(NEWS_PAGE));
    expect(mismatches).toContainEqual(expect.objectContaining({ code: 'response.body.incompatible', location: '[root].interactions[0].response.body.data.total' }));
  });

  it('finds a request field the document does not take', async () => {
    const mismatches = await compareWithPact(document(), pactWith(NEWS_PAGE, (interaction) => {
      interaction.request.body = String(interaction.request.body).replace(/pageSize=\d+/, 'pageSize=abc');
    }));
    expect(mismatches.map((mismatch) => mismatch.code)).toContain('request.body.incompatible');
  });

  it('takes a member call without a token only when the pact expects 198', async () => {
    const answered = await compareWithPact(document(), pactWith(VISITOR_CARDS, (interaction) => {
      interaction.response.body = { code: 100, msg: 'Success', data: [] };
    }));
    expect(answered.map((mismatch) => mismatch.code)).toEqual(['request.authorization.missing']);
  });

  it('takes a field outside the schema only where the pact expects it refused as invalid', async () => {
    const answered = await compareWithPact(document(), pactWith(PAGE_SIZE_1000, (interaction) => {
      interaction.response.body = { ...interaction.response.body, msg: 'Invalid parameter: title' };
    }));
    expect(answered).toEqual([expect.objectContaining({ code: 'request.body.incompatible', location: '[root].interactions[0].request.body.pageSize' })]);
  });
});

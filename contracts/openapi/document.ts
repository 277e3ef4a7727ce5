/**
 * The API as an OpenAPI 3.1 document, generated from the call definitions of shared/api (`calls`),
 * with examples answered by the fake backend from seed 1 and the rule refusals read from its code.
 * `npm run openapi` writes it to contracts/openapi.json; openapi.test.ts fails when that file is
 * not what this generates.
 */
import { calls, type CallDefinition } from '@/shared/api/wire';
import { localise, type MessageKey } from '@mocks/rules/messages';
import { MEMBER_TOKEN, operationOf, REFUSAL_SCHEMAS } from './operation';
import { findRefusals } from './refusals';
import { answerFromSeed, EXAMPLE_SEED, FIXED_NOW } from './seed-answers';
import type { CallName } from './example-requests';
import type { JsonSchema } from './json-schema';

/** The backend's wire format has no version of its own: this one is api-reference's. */
const API_VERSION = '1.0.0';

const DESCRIPTION = `The darts network's backend as the portal calls it (api-reference.md), generated from the
call definitions in \`src/shared/api/calls\` by \`npm run openapi\`.

- Every answer is HTTP 200 with the envelope \`{ code, msg, data }\`: 100 success, 198 no live
  session (member calls), 101 a refusal with \`msg\` for the user, 500 a fault.
- Member calls carry the token \`login\` answered as \`Authorization: <token>\` (raw, no \`Bearer\`).
- Whole numbers are \`integer\` or their decimal digits as text: a form, query or multipart field
  is always text, and a JSON body may send either.
- The fake backend also reads a form call's fields from the URL query, as older clients send them.
- Examples are the fake backend's answers, seed ${EXAMPLE_SEED}, on a clock stopped at ${new Date(FIXED_NOW).toISOString()}.`;

const englishTexts = (keys: readonly string[]): string[] => keys.map((key) => localise('en', key as MessageKey));

export async function generateOpenApiDocument(): Promise<JsonSchema> {
  const answers = await answerFromSeed();
  const refusals = findRefusals();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, success] of answers.success) {
    const definition = calls[name] as CallDefinition;
    const method = definition.transport === 'get' ? 'get' : 'post';
    const operation = operationOf({ definition, success, emptyRequest: answers.emptyRequest.get(name), refusals: englishTexts(refusals.get(name) ?? []) });
    paths[definition.path] = { ...paths[definition.path], [method]: operation };
  }
  const callNames = Object.keys(calls) as CallName[];
  const missing = callNames.filter((name) => !answers.success.has(name));
  if (missing.length > 0) throw new Error(`no example for ${missing.join(', ')}`);

  return {
    openapi: '3.1.0',
    info: { title: 'Darts network API', version: API_VERSION, description: DESCRIPTION },
    // The API origin is the portal's VITE_API_ORIGIN: the paths are relative to wherever the document is served from.
    servers: [{ url: '/', description: 'The API origin (`npm run mock:serve`: http://127.0.0.1:8787)' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : 1))),
    components: {
      schemas: { MemberRefusal: REFUSAL_SCHEMAS.member, PublicRefusal: REFUSAL_SCHEMAS.public },
      securitySchemes: {
        [MEMBER_TOKEN]: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The `token` that `login` answered, as it is: no `Bearer` prefix. Valid until 2 hours without a call.',
        },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'The UI language: `msg` texts come in the best of zh-CN, zh-TW, en and ja (zh-CN without one).',
          schema: { type: 'string', examples: ['en', 'zh-CN', 'zh-TW', 'ja'] },
        },
      },
      examples: {
        NotLoggedIn: { summary: 'Without a live session', value: answers.notLoggedIn },
      },
    },
  };
}

/** The document as committed: two-space JSON with a final newline. */
export const serialiseDocument = (document: JsonSchema): string => `${JSON.stringify(document, null, 2)}\n`;

/**
 * Every interaction of a pact against the OpenAPI document, by PactFlow's comparator
 * (@pactflow/openapi-pact-comparator): paths, methods, headers, bodies and answers. Its errors and
 * its warnings are both mismatches here, save two cases where pact and document say the same thing
 * and the comparator cannot tell, because every answer of this API is HTTP 200:
 * - a member call sent without the token, answered 198: the document requires the token, which
 *   the interaction leaves out on purpose;
 * - a request the pact expects refused as "Invalid parameter: <field>" (101): the document's schema
 *   refuses that field too, the interaction's whole point.
 * Pact 3 keeps a binary body (a multipart upload) in base64, which the comparator would read as
 * the body's text: such a body is decoded first.
 */
import { Comparator, type Result } from '@pactflow/openapi-pact-comparator';
import { ResultCode } from '@/shared/api/wire';
import { localise } from '@mocks/rules/messages';

export interface Mismatch {
  interaction: string;
  code: string;
  message: string;
  /** Where in the pact: `[root].interactions[3].request.body.pageSize`. */
  location: string;
}

type Pact = Parameters<Comparator['compare']>[0];
type OpenApiDocument = NonNullable<ConstructorParameters<typeof Comparator>[0]>['oas'];

interface PactInteraction {
  request?: { headers?: Record<string, string>; body?: unknown };
  response?: { body?: { code?: unknown; msg?: unknown } };
}
interface PactDocument {
  interactions?: PactInteraction[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "Invalid parameter: pageSize" → pageSize, in the language the pacts are written in. */
const INVALID_FIELD = (() => {
  const [before = '', after = ''] = localise('en', 'invalidParameter').split('{field}');
  return new RegExp(`^${escapeRegExp(before)}(.+)${escapeRegExp(after)}$`);
})();

/** The comparator's location of a result, `[root].interactions[N]…`, names the interaction it is about. */
const interactionOf = (pact: PactDocument, result: Result): PactInteraction | undefined => {
  const match = /^\[root\]\.interactions\[(\d+)\]/.exec(result.mockDetails?.location ?? '');
  return match ? pact.interactions?.[Number(match[1])] : undefined;
};

const isMeant = (pact: PactDocument, result: Result): boolean => {
  const answer = interactionOf(pact, result)?.response?.body;
  if (result.code === 'request.authorization.missing') return answer?.code === ResultCode.notLoggedIn;
  if (result.code !== 'request.body.incompatible' && result.code !== 'request.query.incompatible') return false;
  const field = answer?.code === ResultCode.invalid && typeof answer.msg === 'string' ? INVALID_FIELD.exec(answer.msg)?.[1] : undefined;
  return field !== undefined && new RegExp(`\\.request\\.(?:body|query)\\.${escapeRegExp(field)}(?:$|[.[])`).test(result.mockDetails?.location ?? '');
};

const isMultipart = (interaction: PactInteraction) =>
  Object.entries(interaction.request?.headers ?? {}).some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('multipart/'));

/** Base64 text: a multipart body as text starts with its boundary's dashes and never is. */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The pact with its base64 multipart bodies as the bytes they are (one character per byte). */
function withDecodedMultipart(pact: PactDocument): PactDocument {
  const copy = structuredClone(pact);
  for (const interaction of copy.interactions ?? []) {
    if (isMultipart(interaction) && typeof interaction.request?.body === 'string' && BASE64.test(interaction.request.body)) {
      interaction.request.body = Buffer.from(interaction.request.body, 'base64').toString('latin1');
    }
  }
  return copy;
}

export async function compareWithPact(document: object, pact: object): Promise<Mismatch[]> {
  // The comparator writes into the document it is given (security and parameters per operation).
  const comparator = new Comparator({ oas: structuredClone(document) as OpenApiDocument });
  const mismatches: Mismatch[] = [];
  for await (const result of comparator.compare(withDecodedMultipart(pact as PactDocument) as Pact)) {
    if (result.type === 'info' || isMeant(pact as PactDocument, result)) continue;
    mismatches.push({
      interaction: result.mockDetails?.interactionDescription ?? '(the pact)',
      code: result.code,
      message: result.message,
      location: result.mockDetails?.location ?? '',
    });
  }
  return mismatches;
}

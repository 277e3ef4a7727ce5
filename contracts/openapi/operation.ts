/**
 * One call of shared/api as an OpenAPI 3.1 operation: its method and transport (a body media type,
 * or query parameters for `get`), the request fields, the member token for member calls, and the
 * one answer there is, HTTP 200 with the envelope: code 100 with the call's `data`, or a refusal.
 */
import { ResultCode, UPLOAD_IMAGE_TYPES, type CallDefinition, type Envelope, type Transport } from '@/shared/api/wire';
import { FILE_PART, jsonSchemaOf, type JsonSchema } from './json-schema';
import type { WireExample } from './seed-answers';

export const MEMBER_TOKEN = 'memberToken';
export const ACCEPT_LANGUAGE_REF = { $ref: '#/components/parameters/AcceptLanguage' };
export const NOT_LOGGED_IN_EXAMPLE_REF = { $ref: '#/components/examples/NotLoggedIn' };

const MEDIA_TYPE: Record<Exclude<Transport, 'get'>, string> = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: 'multipart/form-data',
};

export interface OperationInput {
  definition: CallDefinition;
  /** The example request as sent and its code-100 envelope, from the seed. */
  success: { request: WireExample; answer: Envelope };
  /** The call sent empty, answered 101; none when every field is optional. */
  emptyRequest: Envelope | undefined;
  /** The rule refusals the backend's code can answer for the call, in English. */
  refusals: readonly string[];
}

const isObjectSchema = (schema: JsonSchema): schema is JsonSchema & { properties: Record<string, JsonSchema>; required?: string[] } =>
  schema.type === 'object' && typeof schema.properties === 'object';

function queryParameters(schema: JsonSchema, example: WireExample): JsonSchema[] {
  if (!isObjectSchema(schema)) throw new Error('a GET call takes named query parameters: its request must be an object');
  const values = example as Record<string, unknown>;
  return Object.entries(schema.properties).map(([name, fieldSchema]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: fieldSchema,
    ...(name in values ? { example: values[name] } : {}),
  }));
}

function requestBody(definition: CallDefinition, schema: JsonSchema, example: WireExample): JsonSchema {
  const transport = definition.transport as Exclude<Transport, 'get'>;
  const files = isObjectSchema(schema) ? Object.keys(schema.properties).filter((name) => schema.properties[name]!.contentMediaType === FILE_PART.contentMediaType) : [];
  const media: JsonSchema = { schema };
  // The example of a multipart body would need the file's bytes: its schema and encoding say it all.
  if (transport !== 'multipart') media.example = example;
  // The one file the API takes is an image (uploadAbsolutelyPictures), checked by its bytes.
  if (files.length > 0) media.encoding = Object.fromEntries(files.map((name) => [name, { contentType: UPLOAD_IMAGE_TYPES.join(', ') }]));
  return {
    // A call whose every field is optional may come with no body at all (api-reference section 1).
    required: !definition.request.safeParse(Array.isArray(example) ? [] : {}).success,
    content: { [MEDIA_TYPE[transport]]: media },
  };
}

/** The refusal envelopes, shared by the operations: which codes a call may answer depends on its access only. */
export const REFUSAL_SCHEMAS: Record<CallDefinition['access'], JsonSchema> = {
  public: refusal([ResultCode.invalid, ResultCode.fault]),
  member: refusal([ResultCode.invalid, ResultCode.notLoggedIn, ResultCode.fault]),
};

function refusal(codes: number[]): JsonSchema {
  const meaning: Record<number, string> = {
    [ResultCode.invalid]: "a parameter is missing or invalid, or a rule refused the request (the operation's description lists its rules)",
    [ResultCode.notLoggedIn]: 'no live session: the token is missing, unknown or expired (checked before anything else)',
    [ResultCode.fault]: 'the backend failed',
  };
  return {
    title: 'Refusal',
    type: 'object',
    properties: {
      code: { enum: codes, description: codes.map((code) => `${code}: ${meaning[code]}`).join('; ') },
      msg: { type: 'string', description: "Shown to the user as a warning, in the request's language." },
      data: { type: 'null' },
    },
    required: ['code', 'msg', 'data'],
  };
}

const refusalRef = (access: CallDefinition['access']) => ({ $ref: `#/components/schemas/${access === 'member' ? 'MemberRefusal' : 'PublicRefusal'}` });

function successSchema(answer: JsonSchema): JsonSchema {
  return {
    title: 'Success',
    type: 'object',
    properties: { code: { const: ResultCode.success }, msg: { type: 'string' }, data: answer },
    required: ['code', 'msg', 'data'],
  };
}

function description(definition: CallDefinition, refusals: readonly string[]): string {
  const access = definition.access === 'member' ? 'Member call: needs the session token; without a live one the answer is 198.' : 'Public call: any `Authorization` header is ignored.';
  const rules = refusals.length > 0 ? `\n\nRule refusals (code 101) the backend may answer:\n${refusals.map((text) => `- ${text}`).join('\n')}` : '';
  return `${access}${rules}`;
}

export function operationOf({ definition, success, emptyRequest, refusals }: OperationInput): JsonSchema {
  const [tag] = definition.name.split('.');
  const request = jsonSchemaOf(definition.request, 'input', definition.transport);
  const answer = jsonSchemaOf(definition.answer, 'output', definition.transport);
  const examples: JsonSchema = { success: { summary: 'Success (seed 1)', value: success.answer } };
  if (emptyRequest) examples.missingField = { summary: 'Sent without its fields', value: emptyRequest };
  if (definition.access === 'member') examples.notLoggedIn = NOT_LOGGED_IN_EXAMPLE_REF;
  return {
    operationId: definition.name,
    tags: [tag],
    summary: definition.name.slice(tag!.length + 1),
    description: description(definition, refusals),
    // A public call needs no token: said outright, so no tool assumes one from elsewhere.
    security: definition.access === 'member' ? [{ [MEMBER_TOKEN]: [] }] : [],
    parameters: [ACCEPT_LANGUAGE_REF, ...(definition.transport === 'get' ? queryParameters(request, success.request) : [])],
    ...(definition.transport === 'get' ? {} : { requestBody: requestBody(definition, request, success.request) }),
    responses: {
      200: {
        description: 'The envelope (HTTP 200 for every answer): code 100 with `data`, or a refusal with `data: null`.',
        content: {
          'application/json': {
            schema: { oneOf: [successSchema(answer), refusalRef(definition.access)] },
            examples,
          },
        },
      },
    },
  };
}

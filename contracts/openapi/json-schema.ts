/**
 * A call's request and answer schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect), by zod's own
 * `toJSONSchema`: the request's input side (what a client may send), the answer's output side (what
 * the backend sends). Two things zod cannot say are said here:
 * - A whole-number field (`integer()` of shared/api) is a pipe from "a JSON number or decimal digits
 *   as text" to an integer, and zod writes neither the integer nor the checks on the pipe (range,
 *   allowed values). It becomes `type: [integer, string]` with the digits pattern and those checks.
 * - A file part (`z.custom<Blob>`) has no JSON form: in a multipart body it becomes a binary string;
 *   anywhere else the generator stops, so a new unrepresentable field is seen, not papered over.
 */
import * as z from 'zod/mini';
import { decimalDigits, type Transport } from '@/shared/api/wire';

export type JsonSchema = Record<string, unknown>;

type ZodSchema = z.core.$ZodType;
type Check = z.core.$ZodCheck;

const defOf = (schema: ZodSchema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** The text form of a whole number: `{ type: 'string', pattern }`, read from the shared digits schema. */
const DIGITS = (() => {
  const { $schema: _, ...digits } = z.toJSONSchema(decimalDigits, { io: 'input' }) as JsonSchema;
  return digits;
})();

/** The innermost input of a chain of pipes. */
const pipeInput = (schema: ZodSchema): ZodSchema => {
  let current = schema;
  while (defOf(current).type === 'pipe') current = defOf(current).in as ZodSchema;
  return current;
};

/** An `integer()` of shared/api, with or without checks and further pipes: its input is a union taking `decimalDigits`. */
const isWholeNumber = (schema: ZodSchema): boolean => {
  if (defOf(schema).type !== 'pipe') return false;
  const input = defOf(pipeInput(schema));
  return input.type === 'union' && (input.options as ZodSchema[]).includes(decimalDigits);
};

/** The literal values a schema allows (a literal or a union of them), or null when it is no such list. */
const literalValues = (schema: ZodSchema): number[] | null => {
  const def = defOf(schema);
  if (def.type === 'literal') return [...(def.values as number[])];
  if (def.type !== 'union') return null;
  const lists = (def.options as ZodSchema[]).map(literalValues);
  return lists.every((list) => list !== null) ? lists.flat() : null;
};

/** The bounds the checks of a pipe chain set (`positive()`, `minimum(1)`, `maximum(999)`). */
const boundsOf = (checks: readonly Check[]): JsonSchema => {
  const bounds: JsonSchema = {};
  for (const check of checks) {
    const def = check._zod.def as { check: string; value?: number; inclusive?: boolean };
    if (def.check === 'greater_than') bounds[def.inclusive ? 'minimum' : 'exclusiveMinimum'] = def.value;
    if (def.check === 'less_than') bounds[def.inclusive ? 'maximum' : 'exclusiveMaximum'] = def.value;
  }
  return bounds;
};

/** A whole-number field as a client may send it: the integer (with its bounds or values) or its digits as text. */
function wholeNumberSchema(schema: ZodSchema): JsonSchema {
  const checks: Check[] = [];
  let values: number[] | null = null;
  for (let current = schema; defOf(current).type === 'pipe'; current = defOf(current).in as ZodSchema) {
    checks.push(...((defOf(current).checks as Check[] | undefined) ?? []));
    values ??= literalValues(defOf(current).out as ZodSchema);
  }
  if (values) return { type: ['integer', 'string'], enum: [...values, ...values.map(String)] };
  return { type: ['integer', 'string'], pattern: DIGITS.pattern, ...boundsOf(checks) };
}

/** zod writes the safe-integer range on every integer: true of any JSON number a client parses, so noise. */
function dropSafeIntegerRange(json: JsonSchema): void {
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
}

const replaceContents = (json: JsonSchema, contents: JsonSchema): void => {
  for (const key of Object.keys(json)) delete json[key];
  Object.assign(json, contents);
};

export class UnrepresentableFieldError extends Error {}

/** A file part of a multipart body: the bytes, whose accepted types the operation's `encoding` names. */
export const FILE_PART: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream' };

/**
 * The JSON Schema of a call's request (`io: 'input'`) or answer (`io: 'output'`). `transport` says
 * whether a custom field may be a file part (multipart only).
 */
export function jsonSchemaOf(schema: ZodSchema, io: 'input' | 'output', transport: Transport): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    reused: 'inline',
    unrepresentable: ({ zodSchema, path, message }) => {
      if (transport === 'multipart' && io === 'input' && defOf(zodSchema).type === 'custom') return { ...FILE_PART };
      throw new UnrepresentableFieldError(`${message} (at ${path.join('.') || 'the root'})`);
    },
    override: ({ zodSchema, jsonSchema }) => {
      if (io === 'input' && isWholeNumber(zodSchema)) replaceContents(jsonSchema, wholeNumberSchema(zodSchema));
      // zod leaves the default out when it wraps a union; a client still needs to know it.
      if (defOf(zodSchema).type === 'default') jsonSchema.default = defOf(zodSchema).defaultValue;
      dropSafeIntegerRange(jsonSchema);
    },
  }) as JsonSchema;
  return json;
}

import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { integer, officialNewsList, uploadAbsolutelyPictures } from '@/shared/api/wire';
import { jsonSchemaOf, UnrepresentableFieldError } from './json-schema';

const DIGITS = '^-?\\d{1,15}$';

describe('jsonSchemaOf', () => {
  it('writes a whole-number field as an integer or its digits, with the bounds zod leaves out', () => {
    const schema = z.object({ pageNum: z._default(integer().check(z.minimum(1)), 1), id: integer().check(z.positive()) });
    expect(jsonSchemaOf(schema, 'input', 'form')).toEqual({
      type: 'object',
      properties: {
        pageNum: { type: ['integer', 'string'], pattern: DIGITS, minimum: 1, default: 1 },
        id: { type: ['integer', 'string'], pattern: DIGITS, exclusiveMinimum: 0 },
      },
      required: ['id'],
    });
  });

  it('writes a whole number of a few values as those values, as numbers and as text', () => {
    const { properties } = jsonSchemaOf(officialNewsList.request, 'input', 'form') as { properties: Record<string, unknown> };
    expect(properties.category).toEqual({ type: ['integer', 'string'], enum: [0, 3, 4, 6, '0', '3', '4', '6'] });
  });

  it('leaves the safe-integer range out of answers', () => {
    expect(jsonSchemaOf(z.object({ total: z.number().check(z.int()) }), 'output', 'form')).toMatchObject({ properties: { total: { type: 'integer' } } });
    expect(JSON.stringify(jsonSchemaOf(officialNewsList.answer, 'output', 'form'))).not.toContain(String(Number.MAX_SAFE_INTEGER));
  });

  it('writes a file of a multipart body as bytes, and stops on a custom field anywhere else', () => {
    expect(jsonSchemaOf(uploadAbsolutelyPictures.request, 'input', 'multipart')).toMatchObject({
      properties: { image: { type: 'string', contentMediaType: 'application/octet-stream' } },
    });
    expect(() => jsonSchemaOf(uploadAbsolutelyPictures.request, 'input', 'json')).toThrow(UnrepresentableFieldError);
  });
});

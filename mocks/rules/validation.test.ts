import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { invalidFieldName } from './validation';

const schema = z.object({ id: z.coerce.number().check(z.int(), z.positive()), tags: z.optional(z.array(z.string())) });

describe('invalidFieldName', () => {
  it('names the first invalid field', () => {
    const result = schema.safeParse({ id: 'x' });
    expect(result.success).toBe(false);
    expect(invalidFieldName(result.error?.issues ?? [])).toBe('id');
  });

  it('names an array entry by its path', () => {
    const result = schema.safeParse({ id: 1, tags: ['a', 2] });
    expect(invalidFieldName(result.error?.issues ?? [])).toBe('tags.1');
  });

  it('names the body when the input is not an object', () => {
    const result = schema.safeParse('nonsense');
    expect(invalidFieldName(result.error?.issues ?? [])).toBe('body');
  });
});

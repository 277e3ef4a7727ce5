import type { Contract } from '@farfetched/core';
import type * as z from 'zod/mini';

/**
 * farfetched contract from a zod 4 schema. @farfetched/zod only accepts zod 3; answer schemas
 * have no transforms (see calls/common.ts), so a successful parse proves the raw value's type.
 */
export const zodContract = <Schema extends z.ZodMiniType>(schema: Schema): Contract<unknown, z.output<Schema>> => ({
  isData: (raw): raw is z.output<Schema> => schema.safeParse(raw).success,
  getErrorMessages: (raw) => {
    const result = schema.safeParse(raw);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  },
});

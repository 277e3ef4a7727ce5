import { z } from 'zod';

/** Every answer of the backend, whatever the call (api-reference section 1). */
export const envelopeSchema = z.object({
  code: z.number(),
  msg: z.string().nullish().transform((msg) => msg ?? ''),
  // Failure answers of some backends leave `data` out; the server's `msg` must still get through.
  data: z.unknown().optional(),
});

export type Envelope = z.output<typeof envelopeSchema>;

export const ResultCode = {
  success: 100,
  invalid: 101,
  notLoggedIn: 198,
  fault: 500,
} as const;

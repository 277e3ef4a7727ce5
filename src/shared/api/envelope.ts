import * as z from 'zod/mini';

/** Every answer of the backend, whatever the call (api-reference section 1). */
export const envelopeSchema = z.object({
  code: z.number(),
  msg: z.pipe(z.nullish(z.string()), z.transform((msg) => msg ?? '')),
  // Failure answers of some backends leave `data` out; the server's `msg` must still get through.
  data: z.optional(z.unknown()),
});

export type Envelope = z.output<typeof envelopeSchema>;

export const ResultCode = {
  success: 100,
  invalid: 101,
  notLoggedIn: 198,
  fault: 500,
} as const;

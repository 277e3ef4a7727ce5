/**
 * Size limits of api-reference section 1, the ones a careful backend keeps so that no single
 * request can cost it more than a little memory.
 */

const KIB = 1024;
const MIB = 1024 * KIB;

/** A request body: form, JSON or query-style parameters. */
export const MAX_BODY_BYTES = 1 * MIB;

/** An image upload (2 MB of image, api-reference section 4) plus the rest of its multipart form. */
export const MAX_UPLOAD_IMAGE_BYTES = 2 * MIB;
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_IMAGE_BYTES + 64 * KIB;

/** Request line plus headers (Node's own default, named so the envelope answer can say it). */
export const MAX_HEADER_BYTES = 16 * KIB;

/** The body limit for a request of this content type: only multipart forms carry images. */
export const bodyLimitFor = (contentType: string | null): number =>
  contentType?.trim().toLowerCase().startsWith('multipart/form-data') ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;

/** "1 MB", "2.1 MB", "16 kB": how the limits read in messages. */
export const formatBytes = (bytes: number): string =>
  bytes >= MIB ? `${Math.round((bytes / MIB) * 10) / 10} MB` : `${Math.round(bytes / KIB)} kB`;

/** The declared length of a body, or null when the client did not declare one (chunked). */
export const declaredLength = (contentLength: string | null): number | null =>
  contentLength !== null && /^\d{1,15}$/.test(contentLength.trim()) ? Number(contentLength.trim()) : null;

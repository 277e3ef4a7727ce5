import type * as z from 'zod/mini';
import type { CallDefinition } from '@/shared/api/wire';

/** The fields of a request schema: an object's shape, through the pipes around it. */
function shapeOf(schema: z.ZodMiniType): Record<string, z.ZodMiniType> | null {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodMiniType>; in?: z.ZodMiniType };
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type === 'pipe' && def.in) return shapeOf(def.in);
  return null;
}

/** Paging fields the backend reads as page 1 when left out (api-reference section 1). */
const PAGE_FIELDS = ['pageNum', 'pageIndex'];

const acceptsNumber = (field: z.ZodMiniType): boolean => field.safeParse(1).success || field.safeParse(0).success;

/**
 * What a request the fake backend accepted did only thanks to its tolerance of real clients, so
 * developers see what a stricter server might refuse: a field the call does not declare, a number
 * sent as text in a JSON body (form and query bodies carry only text), a page left out.
 */
export function contractWarnings(definition: CallDefinition, raw: unknown): string[] {
  const shape = shapeOf(definition.request);
  if (!shape || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  const params = raw as Record<string, unknown>;
  const warnings: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const field = shape[key];
    if (!field) warnings.push(`"${key}" is not a field of ${definition.name}: ignored here, a stricter server may refuse it`);
    else if (definition.transport === 'json' && typeof value === 'string' && acceptsNumber(field) && field.safeParse(value).success) {
      warnings.push(`"${key}" came as the text "${value}" in a JSON body, where the API documents a number`);
    }
  }
  for (const key of PAGE_FIELDS) {
    if (key in shape && !(key in params)) warnings.push(`"${key}" was left out and read as 1: the API documents it as required`);
  }
  return warnings;
}

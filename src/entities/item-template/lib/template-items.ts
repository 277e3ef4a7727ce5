import { ITEM_TYPES, isPlainText, MAX_NAME_LENGTH, type Slot } from '@/shared/api';

/**
 * The 14 item ids a template saves from the slots, in ITEM_TYPES order (0 for an empty slot).
 * Read by each slot's type rather than its place in the answer, so a slot the answer leaves out or
 * lists elsewhere still lands where the backend expects it.
 */
export const slotItemIds = (slots: readonly Pick<Slot, 'id' | 'type'>[]): number[] =>
  ITEM_TYPES.map((type) => slots.find((slot) => slot.type === type)?.id ?? 0);

/** Why a template name is refused before sending; null when the backend will take it. */
export type TemplateNameProblem = 'empty' | 'tooLong' | 'notPlain';

/**
 * The backend's rule for template names (plainName: 1-20 characters once trimmed, counted as the
 * user sees them, no control characters, no markup), split by reason so the form can say which.
 */
export const templateNameProblem = (name: string): TemplateNameProblem | null => {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if ([...trimmed].length > MAX_NAME_LENGTH) return 'tooLong';
  return isPlainText(trimmed, MAX_NAME_LENGTH) ? null : 'notPlain';
};

export { MAX_NAME_LENGTH as MAX_TEMPLATE_NAME_LENGTH };

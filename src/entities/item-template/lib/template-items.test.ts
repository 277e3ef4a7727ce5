import { describe, expect, it } from 'vitest';
import { ITEM_TYPES, TEMPLATE_SLOTS } from '@/shared/api';
import { slotItemIds, templateNameProblem } from './template-items';

const slot = (type: number, id: number) => ({ id, type });

describe('slotItemIds', () => {
  it('gives the 14 items in slot order, 0 for empty slots', () => {
    const slots = ITEM_TYPES.map((type, index) => slot(type, index % 3 === 0 ? 0 : 100 + index));
    const ids = slotItemIds(slots);
    expect(ids).toHaveLength(TEMPLATE_SLOTS);
    expect(ids).toEqual(ITEM_TYPES.map((_, index) => (index % 3 === 0 ? 0 : 100 + index)));
  });

  it('places each item by its slot type, and leaves missing slots empty', () => {
    const ids = slotItemIds([slot(78, 9), slot(1, 5), slot(71, 7)]);
    expect(ids[0]).toBe(5);
    expect(ids[ITEM_TYPES.indexOf(71)]).toBe(7);
    expect(ids[13]).toBe(9);
    expect(ids.filter((id) => id !== 0)).toHaveLength(3);
  });
});

describe('templateNameProblem', () => {
  it('takes 1 to 20 characters once trimmed, an emoji counting as one', () => {
    expect(templateNameProblem('A')).toBeNull();
    expect(templateNameProblem('  Tournament Night  ')).toBeNull();
    expect(templateNameProblem('x'.repeat(20))).toBeNull();
    expect(templateNameProblem('🎯'.repeat(20))).toBeNull();
    expect(templateNameProblem('比赛之夜')).toBeNull();
  });

  it('refuses an empty, a too long, or a marked-up name, saying why', () => {
    expect(templateNameProblem('')).toBe('empty');
    expect(templateNameProblem('   ')).toBe('empty');
    expect(templateNameProblem('x'.repeat(21))).toBe('tooLong');
    expect(templateNameProblem('<b>bold</b>')).toBe('notPlain');
    expect(templateNameProblem('tab\there')).toBe('notPlain');
    // As the backend reads it: `<` before a letter starts a tag, a comparison does not.
    expect(templateNameProblem('a < b')).toBe('notPlain');
    expect(templateNameProblem('3 > 2 < 5')).toBeNull();
  });
});

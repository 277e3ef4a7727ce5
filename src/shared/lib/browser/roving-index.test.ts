import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-index';

const accordion = { next: ['ArrowDown'], previous: ['ArrowUp'] };
const chart = { next: ['ArrowRight', 'ArrowUp'], previous: ['ArrowLeft', 'ArrowDown'] };

describe('rovingIndex', () => {
  it('moves one item on or back with its own arrow keys', () => {
    expect(rovingIndex('ArrowDown', 2, 5, accordion)).toBe(3);
    expect(rovingIndex('ArrowUp', 2, 5, accordion)).toBe(1);
    expect(rovingIndex('ArrowUp', 2, 5, chart)).toBe(3);
    expect(rovingIndex('ArrowLeft', 2, 5, chart)).toBe(1);
  });

  it('stops at the first and the last item', () => {
    expect(rovingIndex('ArrowDown', 4, 5, accordion)).toBe(4);
    expect(rovingIndex('ArrowUp', 0, 5, accordion)).toBe(0);
  });

  it('goes to the first item with Home and the last with End', () => {
    expect(rovingIndex('Home', 3, 5, accordion)).toBe(0);
    expect(rovingIndex('End', 1, 5, chart)).toBe(4);
  });

  it('leaves any other key to the item', () => {
    expect(rovingIndex('Enter', 1, 5, accordion)).toBeNull();
    expect(rovingIndex('ArrowRight', 1, 5, accordion)).toBeNull();
  });
});

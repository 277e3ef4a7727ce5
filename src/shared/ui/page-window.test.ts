import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first and last pages around a middle page, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('has no gap where pages touch', () => {
    expect(pageWindow(3, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
  });
});

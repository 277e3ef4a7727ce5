import { describe, expect, it } from 'vitest';
import { pageByIndex, pageByNum } from './paging';

const items = Array.from({ length: 12 }, (_, index) => index + 1);

describe('pageByNum', () => {
  it('returns the first page for pageNum 1', () => {
    expect(pageByNum(items, { pageNum: 1, pageSize: 5 })).toEqual({ list: [1, 2, 3, 4, 5], total: 12 });
  });

  it('returns a short last page', () => {
    expect(pageByNum(items, { pageNum: 3, pageSize: 5 })).toEqual({ list: [11, 12], total: 12 });
  });

  it('answers a page past the end with an empty list and the real total', () => {
    expect(pageByNum(items, { pageNum: 4, pageSize: 5 })).toEqual({ list: [], total: 12 });
  });

  it('answers an empty collection with total 0', () => {
    expect(pageByNum([], { pageNum: 1, pageSize: 5 })).toEqual({ list: [], total: 0 });
  });

  it('treats page numbers below 1 as the first page', () => {
    expect(pageByNum(items, { pageNum: 0, pageSize: 3 }).list).toEqual([1, 2, 3]);
  });
});

describe('pageByIndex', () => {
  it('uses the totalCount dialect', () => {
    expect(pageByIndex(items, { pageIndex: 2, pageSize: 10 })).toEqual({ list: [11, 12], totalCount: 12 });
  });
});

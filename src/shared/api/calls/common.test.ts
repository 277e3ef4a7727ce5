import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { booleanText, integer, pageNumParams } from './common';

describe('integer', () => {
  it('reads decimal digits and JSON whole numbers', () => {
    expect(integer().parse('617')).toBe(617);
    expect(integer().parse('-1')).toBe(-1);
    expect(integer().parse('007')).toBe(7);
    expect(integer().parse(20001)).toBe(20001);
  });

  it.each(['0x10', '1e2', '1.5', 'abc', 'true', ' ', '', ' 1', '+1', '１６', '9'.repeat(16)])('refuses %j', (text) => {
    expect(integer().safeParse(text).success).toBe(false);
  });

  it.each([1.5, true, [617], null, Number.NaN, Number.MAX_SAFE_INTEGER + 2])('refuses the JSON value %j', (value) => {
    expect(integer().safeParse(value).success).toBe(false);
  });
});

describe('booleanText', () => {
  it('reads JSON booleans and the texts true and false', () => {
    expect(booleanText().parse('true')).toBe(true);
    expect(booleanText().parse('false')).toBe(false);
    expect(booleanText().parse(false)).toBe(false);
    for (const value of ['1', 'TRUE', 'yes', '', 1]) expect(booleanText().safeParse(value).success).toBe(false);
  });
});

describe('pageNumParams', () => {
  const paging = z.object(pageNumParams);

  it('starts at page 1 when pageNum is not given, and takes up to 999 rows', () => {
    expect(paging.parse({ pageSize: '999' })).toEqual({ pageNum: 1, pageSize: 999 });
    expect(paging.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(paging.safeParse({ pageNum: '0', pageSize: '5' }).success).toBe(false);
  });
});

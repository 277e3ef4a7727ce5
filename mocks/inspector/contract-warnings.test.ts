import { describe, expect, it } from 'vitest';
import { calls } from '@/shared/api/wire';
import { contractWarnings } from './contract-warnings';

describe('contract warnings', () => {
  it('names a field the call does not declare', () => {
    expect(contractWarnings(calls.officialNewsList, { category: '0', countryId: '617', pageNum: '1', pageSize: '5', sort: 'new' })).toEqual([
      '"sort" is not a field of news.officialNewsList: ignored here, a stricter server may refuse it',
    ]);
  });

  it('names a page left out, which the backend reads as 1', () => {
    expect(contractWarnings(calls.officialNewsList, { category: '0', countryId: '617', pageSize: '5' })).toEqual([
      '"pageNum" was left out and read as 1: the API documents it as required',
    ]);
  });

  it('names a number sent as text in a JSON body, never in a form or query body', () => {
    expect(contractWarnings(calls.specialColumnList, { countryId: 617, pageNum: '2', pageSize: 10 })).toEqual([
      '"pageNum" came as the text "2" in a JSON body, where the API documents a number',
    ]);
    expect(contractWarnings(calls.officialNewsList, { category: '0', countryId: '617', pageNum: '1', pageSize: '5' })).toEqual([]);
  });
});

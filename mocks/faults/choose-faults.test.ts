import { describe, expect, it } from 'vitest';
import { chooseFaults } from './choose-faults';

describe('chooseFaults', () => {
  it("takes the address's rules, written back in their own form, else what the tab kept", () => {
    expect(chooseFaults('*:3g,news.officialNewsList:http-503', null)).toEqual({ faults: '*:563ms,news.officialNewsList:http-503' });
    expect(chooseFaults(null, '*:563ms')).toEqual({ faults: '*:563ms' });
    expect(chooseFaults(null, null)).toEqual({ faults: '' });
  });

  it('clears them with an empty ?faults=', () => {
    expect(chooseFaults('', '*:563ms')).toEqual({ faults: '' });
  });

  it('reports rules it cannot read and keeps the ones it had', () => {
    expect(chooseFaults('*:4g', '*:563ms')).toEqual({ faults: '*:563ms', warning: expect.stringContaining('unknown effect "4g"') });
  });
});

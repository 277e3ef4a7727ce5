import { describe, expect, it } from 'vitest';
import { chooseFaults } from './choose-faults';

describe('chooseFaults', () => {
  it('takes the address, written back in its own form, else what the tab kept', () => {
    expect(chooseFaults('?faults=*:3g,news.officialNewsList:http-503', null)).toEqual({ faults: '*:563ms,news.officialNewsList:http-503' });
    expect(chooseFaults('?scenario=empty', '*:563ms')).toEqual({ faults: '*:563ms' });
    expect(chooseFaults('', null)).toEqual({ faults: '' });
  });

  it('clears them with an empty ?faults=', () => {
    expect(chooseFaults('?faults=', '*:563ms')).toEqual({ faults: '' });
  });

  it('reports rules it cannot read and keeps the ones it had', () => {
    expect(chooseFaults('?faults=*:4g', '*:563ms')).toEqual({ faults: '*:563ms', warning: expect.stringContaining('unknown effect "4g"') });
  });
});

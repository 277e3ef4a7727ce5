import { describe, expect, it } from 'vitest';
import { repeatSlides, stepSlide } from './slides';

describe('repeatSlides', () => {
  it('repeats one banner to three slides and two banners to four', () => {
    expect(repeatSlides(['a'])).toEqual(['a', 'a', 'a']);
    expect(repeatSlides(['a', 'b'])).toEqual(['a', 'b', 'a', 'b']);
  });

  it('keeps three or more banners, and none as none', () => {
    expect(repeatSlides(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(repeatSlides([])).toEqual([]);
  });
});

describe('stepSlide', () => {
  it('wraps forwards and backwards', () => {
    expect(stepSlide(3, 1, 4)).toBe(0);
    expect(stepSlide(0, -1, 4)).toBe(3);
    expect(stepSlide(1, 1, 4)).toBe(2);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});

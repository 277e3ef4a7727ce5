import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { AUTOPLAY_MS } from '../lib/slides';
import { BannerCarousel } from './banner-carousel';

const banners: Banner[] = [
  { id: 1, image: '/media/banners/league.svg', link: '/Darts/DartsList' },
  { id: 2, image: '/media/banners/app.svg', link: 'https://www.facebook.com/adarts.network' },
];

const stubReducedMotion = (reduce: boolean) => {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
};

/** The slide on show: the only one left in the accessibility tree. */
const currentSlide = () => screen.getByRole('group', { name: /^\d of \d$/ }).getAttribute('aria-label');

/** Only the carousel's interval is faked: i18n and rendering keep their real timers. */
const renderCarousel = async (items: Banner[] = banners) => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  return renderWithApp(<BannerCarousel banners={items} />);
};

afterEach(() => {
  vi.useRealTimers();
  // @ts-expect-error jsdom has no matchMedia; each test stubs its own
  delete window.matchMedia;
});

describe('BannerCarousel', () => {
  it('is announced as a carousel of labelled slides, two banners repeated to four', async () => {
    stubReducedMotion(false);
    await renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Banners' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('button', { name: /^Show slide \d of 4$/ })).toHaveLength(4);
    expect(currentSlide()).toBe('1 of 4');
    const link = screen.getByRole('link', { name: 'Banner: go to Darts columns' });
    expect(link.getAttribute('href')).toBe('/Darts/DartsList');
  });

  it('repeats a single banner to three slides', async () => {
    stubReducedMotion(false);
    await renderCarousel([banners[0]!]);
    expect(screen.getAllByRole('button', { name: /^Show slide \d of 3$/ })).toHaveLength(3);
  });

  it('advances every 2000 ms, and the pause button stops it', async () => {
    stubReducedMotion(false);
    await renderCarousel();
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe('2 of 4');
    const external = screen.getByRole('link', { name: 'Banner: visit www.facebook.com (opens in a new tab)' });
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe('3 of 4');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(currentSlide()).toBe('3 of 4');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('starts paused for users who prefer reduced motion, and plays on request', async () => {
    stubReducedMotion(true);
    await renderCarousel();
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(currentSlide()).toBe('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    // Focus stays on the play button, which must not hold the carousel still.
    fireEvent.focus(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe('2 of 4');
  });

  it('holds still while hovered or while focus is on a slide', async () => {
    stubReducedMotion(false);
    await renderCarousel();
    const link = screen.getByRole('link', { name: 'Banner: go to Darts columns' });
    fireEvent.mouseEnter(link.closest('[aria-live]')!);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(currentSlide()).toBe('1 of 4');
    fireEvent.mouseLeave(link.closest('[aria-live]')!);
    fireEvent.focus(link);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(currentSlide()).toBe('1 of 4');
  });

  it('works from the keyboard: previous, next and the indicators are buttons', async () => {
    stubReducedMotion(true);
    await renderCarousel();
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.tab(); // pause/play
    await user.tab(); // previous
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Previous slide');
    await user.keyboard('{Enter}');
    expect(currentSlide()).toBe('4 of 4');
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(currentSlide()).toBe('2 of 4');
    screen.getByRole('button', { name: 'Show slide 3 of 4' }).focus();
    await user.keyboard('{Enter}');
    expect(currentSlide()).toBe('3 of 4');
    expect(screen.getByRole('button', { name: 'Show slide 3 of 4' }).getAttribute('aria-current')).toBe('true');
  });
});

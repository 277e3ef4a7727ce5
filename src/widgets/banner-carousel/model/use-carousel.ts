import { useCallback, useEffect, useState } from 'react';
import { AUTOPLAY_MS, stepSlide } from '../lib/slides';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/**
 * The carousel's own view state (which slide, playing or not): local to each carousel on screen,
 * so it lives in the widget rather than in a page model.
 * - autoplay every 2000 ms while playing;
 * - starts paused for users who prefer reduced motion (they may still press play);
 * - holds still while the pointer is over it or focus is inside it.
 */
export const useCarousel = (count: number) => {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const running = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setIndex((value) => stepSlide(value, 1, count)), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [running, count, current]);

  // A user who turns on reduced motion while the page is open gets the carousel stopped too.
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPlaying(false);
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);

  return {
    index: current,
    playing,
    running,
    next: useCallback(() => setIndex((value) => stepSlide(value, 1, count)), [count]),
    previous: useCallback(() => setIndex((value) => stepSlide(value, -1, count)), [count]),
    show: useCallback((slide: number) => setIndex(slide), []),
    togglePlaying: useCallback(() => setPlaying((value) => !value), []),
    hoverChanged: setHovered,
    focusChanged: setFocused,
  };
};

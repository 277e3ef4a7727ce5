import { useEffect, useState } from 'react';
import { countUpValue } from '../lib/figures';

const COUNT_UP_MS = 900;

/** No animation for users who prefer reduced motion (or where the browser cannot tell or animate). */
const animationAllowed = (): boolean =>
  typeof window.matchMedia === 'function' &&
  typeof window.requestAnimationFrame === 'function' &&
  !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A figure that counts up from zero when it appears (a card is shown), or shows the target at
 * once for users who prefer reduced motion. Purely visual: callers give the final value to
 * assistive technology separately.
 */
export const useCountUp = (target: number, decimals = 0): number => {
  const [animated] = useState(animationAllowed);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (!animated) return undefined;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      setElapsed(now - start);
      if (now - start < COUNT_UP_MS) frame = window.requestAnimationFrame(tick);
    };
    frame = window.requestAnimationFrame(tick);
    return () => window.cancelAnimationFrame(frame);
  }, [animated, target]);

  return animated ? countUpValue(target, elapsed, COUNT_UP_MS, decimals) : target;
};

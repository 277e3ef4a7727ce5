import { useUnit } from 'effector-react';
import { lazy } from 'react';
import { $session } from '@/entities/session';

// The panel's code (its model, the cards query and its schemas, the gauge) is a chunk of its
// own: a visitor, who never sees it, neither downloads nor runs it on the home page.
const CarouselPanel = lazy(() => import('./carousel-panel').then((panel) => ({ default: panel.CarouselPanel })));

/** The logged-in member's cards; nothing for a visitor. */
export const MemberCardCarousel = () => {
  const session = useUnit($session);
  return session ? <CarouselPanel /> : null;
};

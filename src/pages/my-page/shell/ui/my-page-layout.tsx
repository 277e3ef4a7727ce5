import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { myPagePath, myPageSections, type MyPageSection } from '@/shared/config';
import { MenuLayout } from '@/shared/ui/menu-layout';

const links: readonly { section?: MyPageSection; key: string }[] = [
  { key: 'overview' },
  ...myPageSections.map((section) => ({ section, key: section })),
];

/** Frames to wait for the section to appear: its code and translations may still be loading. */
const ANCHOR_WAIT_FRAMES = 180;

/** Scrolls to the element named by the navigation state `{ anchor: 'id' }`, once the page shows it. */
const useAnchorScroll = () => {
  const location = useLocation();
  const state: unknown = location.state;
  const anchor =
    typeof state === 'object' && state !== null && 'anchor' in state && typeof state.anchor === 'string'
      ? state.anchor
      : null;
  useEffect(() => {
    if (!anchor) return;
    // After the app's scroll-to-top of a new page, and once the section has rendered.
    let frames = 0;
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(anchor);
      if (target) target.scrollIntoView({ block: 'start' });
      else if ((frames += 1) < ANCHOR_WAIT_FRAMES) frame = requestAnimationFrame(seek);
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [anchor, location.key]);
};

/** /MyPageIndex and its sub-pages: a side menu on wide screens, a scrollable tab bar on narrow ones. */
export const MyPageLayout = () => {
  const { t } = useTranslation('site');
  useAnchorScroll();
  return (
    <MenuLayout
      title={t('myPage.title')}
      menuLabel={t('myPage.menu')}
      links={links.map(({ section, key }) => ({ to: myPagePath(section), label: t(`myPage.sections.${key}`) }))}
    />
  );
};

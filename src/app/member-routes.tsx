import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MemberGuard } from './member-guard';

interface MemberRoutesProps<Section extends string> {
  /** Where an unknown sub-page goes: the group's own index. */
  home: string;
  Layout: ComponentType;
  /** The group's index screen (/MyPageIndex, /ShopProp). */
  Index: ComponentType;
  /** The sub-pages in menu order, each with its screen. */
  sections: readonly Section[];
  screens: Record<Section, ComponentType>;
}

/**
 * A member route group, mounted under `<home>/*`: the login guard, then the group's layout around
 * its index and sub-pages; an unknown sub-page goes to the index. One tree for My page and the item
 * shop (lazy screens, see my-page-area.tsx and item-shop-area.tsx) and the guard's tests.
 */
export const MemberRoutes = <Section extends string>({ home, Layout, Index, sections, screens }: MemberRoutesProps<Section>) => (
  <Routes>
    <Route element={<MemberGuard />}>
      <Route element={<Layout />}>
        <Route index element={<Index />} />
        {sections.map((section) => {
          const Screen: ComponentType = screens[section];
          return <Route key={section} path={section} element={<Screen />} />;
        })}
        <Route path="*" element={<Navigate to={home} replace />} />
      </Route>
    </Route>
  </Routes>
);

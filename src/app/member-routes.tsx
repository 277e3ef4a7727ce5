import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { myPageSections, routes } from '@/shared/config';
import { MemberGuard } from './member-guard';

interface MemberRouteScreens {
  Layout: ComponentType;
  Section: ComponentType<{ section?: (typeof myPageSections)[number] }>;
}

/**
 * The member route group: the login guard, then the My page layout around its sub-pages. One
 * tree for the app's router (lazy screens) and the guard's tests (the same screens, eager).
 */
export const memberRoutes = ({ Layout, Section }: MemberRouteScreens) => (
  <Route path={routes.myPage} element={<MemberGuard />}>
    <Route element={<Layout />}>
      <Route index element={<Section />} />
      {myPageSections.map((section) => (
        <Route key={section} path={section} element={<Section section={section} />} />
      ))}
    </Route>
  </Route>
);

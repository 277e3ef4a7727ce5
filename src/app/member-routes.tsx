import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { myPageSections, routes, type MyPageScreen } from '@/shared/config';
import { MemberGuard } from './member-guard';

interface MyPageRoutesProps {
  Layout: ComponentType;
  /** The screen of each My page route: the overview (the group's index) and every sub-page. */
  screens: Record<MyPageScreen, ComponentType>;
}

/**
 * The My page route group, mounted under `/MyPageIndex/*`: the login guard, then the My page
 * layout around its sub-pages; an unknown sub-page goes to the overview. One tree for the app
 * (lazy screens, see my-page-area.tsx) and the guard's tests (stand-in screens).
 */
export const MyPageRoutes = ({ Layout, screens }: MyPageRoutesProps) => {
  const Overview = screens.overview;
  return (
    <Routes>
      <Route element={<MemberGuard />}>
        <Route element={<Layout />}>
          <Route index element={<Overview />} />
          {myPageSections.map((section) => {
            const Screen = screens[section];
            return <Route key={section} path={section} element={<Screen />} />;
          })}
          <Route path="*" element={<Navigate to={routes.myPage} replace />} />
        </Route>
      </Route>
    </Routes>
  );
};

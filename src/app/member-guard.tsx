import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPath } from '@/shared/config';
import { toastShown } from '@/shared/ui';
import { $isLoggedIn } from '@/entities/session';

/**
 * The member route group's guard (spec section 2, My page): a visitor is told to log in and sent
 * to /Login, which remembers the page asked for (`?redirect=`) to come back to after logging in.
 */
export const MemberGuard = () => {
  const { isLoggedIn, showToast } = useUnit({ isLoggedIn: $isLoggedIn, showToast: toastShown });
  const { pathname, search } = useLocation();
  // Only a visitor arriving is told; a session lost here (code 198) has already said so once.
  const [visitorOnArrival] = useState(!isLoggedIn);
  useEffect(() => {
    if (visitorOnArrival) showToast({ tone: 'info', message: { key: 'api.sessionExpired' } });
  }, [visitorOnArrival, showToast]);
  if (isLoggedIn) return <Outlet />;
  // A session ended here (log out, code 198) already navigates: home, or /Login remembering this page.
  return visitorOnArrival ? <Navigate to={loginPath(`${pathname}${search}`)} replace /> : null;
};

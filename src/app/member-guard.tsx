import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPath } from '@/shared/config';
import { $isLoggedIn } from '@/entities/session';
import { MemberAreaGate } from './member-guard-model';

/**
 * The member route group's guard (spec section 2, My page): a visitor is told to log in and sent
 * to /Login, which remembers the page asked for (`?redirect=`) to come back to after logging in.
 */
export const MemberGuard = () => {
  const isLoggedIn = useUnit($isLoggedIn);
  const { pathname, search } = useLocation();
  // Only a visitor arriving is told (the model, when the gate opens); a session lost here (code
  // 198) has already said so once.
  const [visitorOnArrival] = useState(!isLoggedIn);
  useGate(MemberAreaGate);
  if (isLoggedIn) return <Outlet />;
  // A session ended here (log out, code 198) already navigates: home, or /Login remembering this page.
  return visitorOnArrival ? <Navigate to={loginPath(`${pathname}${search}`)} replace /> : null;
};

import { lazy, type ComponentType } from 'react';
import type { MyPageScreen } from '@/shared/config';
import { MyPageLayout } from '@/pages/my-page/shell';
import { MyPageRoutes } from './member-routes';

/*
 * The whole member area is one lazy chunk of the router: the guard, the layout and the table of
 * its screens (each a lazy chunk of its own) cost a visitor of the public pages nothing.
 */
const screens: Record<MyPageScreen, ComponentType> = {
  overview: lazy(() => import('@/pages/my-page/overview').then(({ MyPageOverviewPage }) => ({ default: MyPageOverviewPage }))),
  AllGameData: lazy(() => import('@/pages/my-page/all-game-data').then(({ AllGameDataPage }) => ({ default: AllGameDataPage }))),
  About30Game: lazy(() => import('@/pages/my-page/recent-games').then(({ RecentGamesPage }) => ({ default: RecentGamesPage }))),
  AwardHistory: lazy(() => import('@/pages/my-page/award-history').then(({ AwardHistoryPage }) => ({ default: AwardHistoryPage }))),
  FriendsList: lazy(() => import('@/pages/my-page/friends').then(({ FriendsPage }) => ({ default: FriendsPage }))),
  AddFriends: lazy(() => import('@/pages/my-page/add-friends').then(({ AddFriendsPage }) => ({ default: AddFriendsPage }))),
  AdartsCardSetting: lazy(() => import('@/pages/my-page/card-settings').then(({ CardSettingsPage }) => ({ default: CardSettingsPage }))),
  AccountInfoSetting: lazy(() =>
    import('@/pages/my-page/account-settings').then(({ AccountSettingsPage }) => ({ default: AccountSettingsPage })),
  ),
  PasswordSetting: lazy(() =>
    import('@/pages/my-page/password-settings').then(({ PasswordSettingsPage }) => ({ default: PasswordSettingsPage })),
  ),
  AdartsMsgSetting: lazy(() => import('@/pages/my-page/award-messages').then(({ AwardMessagesPage }) => ({ default: AwardMessagesPage }))),
};

export const MyPageArea = () => <MyPageRoutes Layout={MyPageLayout} screens={screens} />;

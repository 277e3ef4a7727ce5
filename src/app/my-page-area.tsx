import type { ComponentType } from 'react';
import { myPageSections, routes, type MyPageScreen } from '@/shared/config';
import { MyPageLayout } from '@/pages/my-page/shell';
import { lazyPage } from './lazy-page';
import { MemberRoutes } from './member-routes';

/*
 * The whole member area is one lazy chunk of the router: the guard, the layout and the table of
 * its screens (each a lazy chunk of its own) cost a visitor of the public pages nothing.
 */
const screens: Record<MyPageScreen, ComponentType> = {
  overview: lazyPage(() => import('@/pages/my-page/overview'), (page) => page.MyPageOverviewPage, ['site', 'stats']),
  AllGameData: lazyPage(() => import('@/pages/my-page/all-game-data'), (page) => page.AllGameDataPage, ['site', 'stats']),
  About30Game: lazyPage(() => import('@/pages/my-page/recent-games'), (page) => page.RecentGamesPage, ['site', 'stats']),
  AwardHistory: lazyPage(() => import('@/pages/my-page/award-history'), (page) => page.AwardHistoryPage, ['site', 'stats']),
  FriendsList: lazyPage(() => import('@/pages/my-page/friends'), (page) => page.FriendsPage, ['friends', 'site']),
  AddFriends: lazyPage(() => import('@/pages/my-page/add-friends'), (page) => page.AddFriendsPage, ['friends', 'site']),
  AdartsCardSetting: lazyPage(() => import('@/pages/my-page/card-settings'), (page) => page.CardSettingsPage, ['cards', 'site']),
  AccountInfoSetting: lazyPage(() => import('@/pages/my-page/account-settings'), (page) => page.AccountSettingsPage, ['account', 'auth']),
  PasswordSetting: lazyPage(() => import('@/pages/my-page/password-settings'), (page) => page.PasswordSettingsPage, ['account', 'auth']),
  AdartsMsgSetting: lazyPage(() => import('@/pages/my-page/award-messages'), (page) => page.AwardMessagesPage, ['account']),
};

export const MyPageArea = () => (
  <MemberRoutes home={routes.myPage} Layout={MyPageLayout} Index={screens.overview} sections={myPageSections} screens={screens} />
);

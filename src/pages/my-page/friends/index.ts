export { FriendsPage } from './ui/friends-page';

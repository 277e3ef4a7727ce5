export { AddFriendsPage } from './ui/add-friends-page';

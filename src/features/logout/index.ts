export { logoutClicked } from './model/logout';
export { LogoutButton } from './ui/logout-button';

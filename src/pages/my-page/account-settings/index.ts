export { AccountSettingsPage } from './ui/account-settings-page';

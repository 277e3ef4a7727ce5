export { PasswordSettingsPage } from './ui/password-settings-page';

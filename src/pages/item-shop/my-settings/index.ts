export { MySettingsPage } from './ui/my-settings-page';

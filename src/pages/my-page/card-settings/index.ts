export { CardSettingsPage } from './ui/card-settings-page';

export { CardSwitcher } from './ui/card-switcher';

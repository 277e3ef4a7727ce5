export { GiftBoxButton, type GiftBoxButtonProps } from './ui/gift-box-button';

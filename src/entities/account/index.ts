export {
  $account,
  $accountBadge,
  AccountBadgeGate,
  accountQuery,
  accountRefreshRequested,
} from './model/account';
export { AccountPortrait, type AccountPortraitProps } from './ui/account-portrait';
export { AccountDetails, type AccountDetailsProps } from './ui/account-details';

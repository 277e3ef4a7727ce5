export { AwardMessagesPage } from './ui/award-messages-page';

export { awardMessagesForm, awardMessagesQuery, setAwardMessagesAction } from './model/award-messages';
export { AwardMessagesForm } from './ui/award-messages-form';

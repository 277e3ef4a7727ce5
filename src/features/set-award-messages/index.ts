export { awardMessagesForm, awardMessagesQuery, setAwardMessagesMutation } from './model/award-messages';
export { AwardMessagesForm } from './ui/award-messages-form';

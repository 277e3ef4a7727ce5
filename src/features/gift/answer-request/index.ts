export { AcceptGiftRequestDialog, AnswerGiftRequestButtons } from './ui/answer-buttons';

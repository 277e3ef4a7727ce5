export {
  $acceptAsked,
  $answering,
  acceptCancelled,
  acceptClicked,
  acceptConfirmed,
  answerGiftRequestAction,
  rejectClicked,
} from './model/answer-gift-request';
export { AcceptGiftRequestDialog, AnswerGiftRequestButtons } from './ui/answer-buttons';

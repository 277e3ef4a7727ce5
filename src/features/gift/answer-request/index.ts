export {
  $acceptAsked,
  $acceptPayment,
  $answering,
  acceptCancelled,
  acceptClicked,
  acceptConfirmed,
  acceptPaymentOf,
  answerGiftRequestAction,
  rejectClicked,
} from './model/answer-gift-request';
export { AcceptGiftRequestDialog, AnswerGiftRequestButtons } from './ui/answer-buttons';

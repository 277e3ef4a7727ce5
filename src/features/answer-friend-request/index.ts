export {
  $requestsAnswering,
  answerFriendRequestAction,
  FriendAnswer,
  requestAnswered,
  withoutAnswered,
  type FriendRequestAnswer,
} from './model/answer-friend-request';
export { AnswerButtons } from './ui/answer-buttons';

export {
  $requestsSending,
  $requestsSent,
  addFriendAction,
  friendRequestClicked,
  sentRequestsForgotten,
} from './model/add-friend';
export { AddFriendButton } from './ui/add-friend-button';

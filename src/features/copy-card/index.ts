export { $copiedCard, copyCardForm, copyCardMutation, copyClosed, copyOpened } from './model/copy-card';
export { CopyCardButton, CopyCardForm } from './ui/copy-card';

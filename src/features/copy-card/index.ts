export { $copiedCard, copyCardForm, copyCardAction, copyClosed, copyOpened } from './model/copy-card';
export { CopyCardButton, CopyCardForm } from './ui/copy-card';

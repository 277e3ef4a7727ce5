export { Abbr, AbbrText } from './abbr';
export { Button, type ButtonProps } from './button';
export { ButtonsWithReason, ButtonWithReason, type ButtonWithReasonProps } from './button-with-reason';
export { RadioField, SelectField, type ChoiceFieldProps, type ChoiceOption } from './choice-field';
export { DocumentTitle } from './document-title';
export { FallbackImage } from './image';
export { Container, containerClass, PageTitle, Panel, panelClass, PanelTitle, rowListClass, SectionTitle } from './layout';
export { Modal } from './modal';
export { Pagination } from './pagination';
export { PagedList, usePagedListUnits, type PagedListProps, type PagedListUnits } from './paged-list';
export { SearchField } from './search-field';
export { EmptyState, ErrorState, Loading } from './status-view';
export { Tabs } from './tabs';
export { TextField, type TextFieldProps } from './text-field';
export { globalStyles } from './theme';
export { ToggleGroup, type ToggleOption } from './toggle-group';
export {
  $toasts,
  messageText,
  toastDismissed,
  toastShown,
  toastsWithdrawn,
  type Toast,
  type ToastMessage,
  type ToastRequest,
  type ToastTone,
} from './toast-model';
export { ToastRegion } from './toast-region';
export { offscreenUntilNear } from './offscreen';
export { visuallyHidden } from './visually-hidden';
export { DetailFrame, type DetailFrameProps, type DetailPageUnits } from './detail-frame';
// Components only some pages render have their own entry points (`@/shared/ui/gauge`,
// `confirm-dialog`, `section-panel`, `operator-html`, `list-page`): styled at module level, they would
// otherwise ride in every page that imports this index.

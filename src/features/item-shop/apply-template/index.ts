export { $applyingId, $applyPending, applyTemplateAction, templateApplied } from './model/apply-template';
export { ApplyTemplateButton, type ApplyTemplateButtonProps } from './ui/apply-template-button';

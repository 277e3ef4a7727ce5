export {
  $editing,
  editorClosed,
  insertTemplateAction,
  newTemplateOpened,
  renameOpened,
  renameTemplateAction,
  templateInUseRenamed,
  templateNameForm,
  type TemplateEditing,
} from './model/save-template';
export { validateTemplateName } from './model/validate';
export { RenameTemplateButton, SaveTemplateButton } from './ui/save-template-button';
export { TemplateNameDialog } from './ui/template-name-dialog';

export {
  $confirmOpen,
  $deletePending,
  $markedIds,
  deleteCancelled,
  deleteConfirmed,
  deleteRequested,
  deleteTemplatesAction,
  marksCleared,
  templateMarked,
} from './model/delete-templates';
export { DeleteTemplatesButton, TemplateMarkCheckbox } from './ui/delete-templates';

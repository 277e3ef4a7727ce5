export {
  $confirmOpen,
  $deletePending,
  $markedIds,
  deleteCancelled,
  deleteConfirmed,
  deleteRequested,
  deleteTemplatesMutation,
  marksCleared,
  templateMarked,
} from './model/delete-templates';
export { DeleteTemplatesButton, TemplateMarkCheckbox } from './ui/delete-templates';

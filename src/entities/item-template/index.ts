export { MAX_TEMPLATE_NAME_LENGTH, slotItemIds, templateNameProblem, type TemplateNameProblem } from './lib/template-items';
export {
  $slotItemIds,
  $slotSetting,
  $slotSettingFailed,
  $templateInUse,
  $templateLimitReached,
  $templates,
  $templatesFailed,
  SlotSettingGate,
  slotSettingQuery,
  slotSettingRefreshed,
  TemplateListGate,
  templateListQuery,
  templateListRefreshed,
  templatesChanged,
  type SlotSetting,
} from './model/templates';

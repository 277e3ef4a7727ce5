export { $isPickerOpen, pickerClosed, pickerOpened } from './model/picker';
export { CountryLanguageButton, CountryLanguageDialog } from './ui/picker';

export { $settingMainCard, mainCardChosen, setMainCardAction } from './model/set-main-card';
export { SetMainCardButton } from './ui/set-main-card-button';

export { $settingMainCard, mainCardChosen, setMainCardMutation } from './model/set-main-card';
export { SetMainCardButton } from './ui/set-main-card-button';

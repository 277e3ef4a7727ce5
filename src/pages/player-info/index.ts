export { PlayerInfoPage } from './ui/player-info-page';

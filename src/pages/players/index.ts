export { PlayersPage } from './ui/players-page';

export { MatchPage } from './ui/match-page';

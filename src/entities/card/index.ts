export { createMemberCardsQuery } from './api/member-cards';
export { cardPortraitFallbackSrc, RATING_MAX } from './config/card';
export { cardsChanged } from './model/cards-changed';
export {
  $canBindCard,
  $cardLimitReached,
  $cards,
  $cardsFailed,
  $cardsLoading,
  $mainCard,
  CardListGate,
  cardListQuery,
  cardListRefreshed,
} from './model/card-list';
export { CardHolder, type CardHolderProps } from './ui/card-holder';
export { CardRow, type CardRowProps } from './ui/card-row';
export { createMemberCardQuery } from './api/member-card';

export { createMemberCardsQuery } from './api/member-cards';

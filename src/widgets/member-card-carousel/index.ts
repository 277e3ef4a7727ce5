export { MemberCardsGate, memberCardsQuery } from './model/carousel';
export { MemberCardCarousel } from './ui/member-card-carousel';

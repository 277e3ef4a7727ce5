export { MemberCardCarousel } from './ui/member-card-carousel';

export { $pendingStars, starFriendAction, starToggled, withStarSaved, type StarChoice } from './model/star-friend';
export { StarToggle } from './ui/star-toggle';

/** Every call of api-reference.md, one definition each, grouped by backend domain. */
export { countryList } from './countries';
export { login } from './account';
export { forgetAccount, forgetPassword, register, resetPassword, sendEmail, sendSMS } from './account';
export { newsInfo, officialNewsList } from './news';
export { activityDetails, activityList, activityMonthlyTable } from './activities';
export { bannerShow } from './banners';
export { specialColumnInfo, specialColumnList } from './columns';
export { playerDetails, playerList } from './players';
export { newShop, shopInfo, shopList } from './shops';
export {
  awardRecord,
  cardBundling,
  cardList,
  cardUnbundling,
  copyCard,
  gameData,
  gameInformation,
  latelyAchievement,
  masterCard,
  memberCard,
  memberCardAll,
} from './member';
export {
  getAccountInfo,
  getAwardMessage,
  setUpAwardMessage,
  updateAccountInfo,
  updatePassword,
  uploadAbsolutelyPictures,
} from './member-account';
export { addFriend, agreeFriend, friendList, starFriend, warFriends } from './friends';
export { awardRanking, gameRanking } from './rankings';
export { buyItem, itemDetails, itemHome, itemList, myItemList, mySetting, setSlotItem } from './items';
export { changeTemplate, deleteTemplates, insertTemplate, templateList, updateTemplate } from './items';
export {
  askGift,
  askList,
  giftCount,
  handleGiftRequest,
  presentList,
  receiveAllGifts,
  receiveGift,
  sendGift,
} from './items';

/** Every call of api-reference.md, one definition each, grouped by backend domain. */
export { countryList, login } from './account';
export { forgetAccount, forgetPassword, register, resetPassword, sendEmail, sendSMS } from './account';
export { newsInfo, officialNewsList } from './news';
export { activityDetails, activityList, activityMonthlyTable } from './activities';
export { bannerShow } from './banners';
export { specialColumnInfo, specialColumnList } from './columns';
export { playerDetails, playerList } from './players';
export { newShop, shopInfo, shopList } from './shops';
export { memberCardAll } from './member';
export { awardRanking, gameRanking } from './rankings';

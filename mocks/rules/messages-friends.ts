import type { Texts } from './messages';

/** `msg` texts of the friend calls (friendList, warFriends, addFriend, agreeFriend, starFriend). */
export const friendsMessages = {
  friendSelf: {
    'zh-CN': '不能添加自己为好友',
    'zh-TW': '不能將自己加為好友',
    en: 'You cannot add yourself as a friend',
    ja: '自分自身をフレンドに追加することはできません',
  },
  friendUnknownMember: {
    'zh-CN': '该会员不存在',
    'zh-TW': '此會員不存在',
    en: 'This member does not exist',
    ja: 'この会員は存在しません',
  },
  friendAlready: {
    'zh-CN': '你们已经是好友了',
    'zh-TW': '你們已經是好友了',
    en: 'You are already friends',
    ja: 'すでにフレンドです',
  },
  friendRequestPending: {
    'zh-CN': '你们之间已有等待处理的好友申请',
    'zh-TW': '你們之間已有等待處理的好友申請',
    en: 'A friend request between you is already waiting for an answer',
    ja: 'お二人の間にはすでに回答待ちのフレンド申請があります',
  },
  friendNotMetRecently: {
    'zh-CN': '只能添加最近 7 天内一起玩过的玩家为好友',
    'zh-TW': '只能將最近 7 天內一起玩過的玩家加為好友',
    en: 'You can only add players you played with in the last 7 days',
    ja: 'フレンドに追加できるのは、最近7日以内に一緒にプレイしたプレイヤーだけです',
  },
  friendRequestUnknown: {
    'zh-CN': '该好友关系不存在',
    'zh-TW': '此好友關係不存在',
    en: 'This friend request does not exist',
    ja: 'このフレンド申請は存在しません',
  },
  friendRequestNotRecipient: {
    'zh-CN': '只有收到申请的会员才能处理该好友申请',
    'zh-TW': '只有收到申請的會員才能處理此好友申請',
    en: 'Only the member who received this friend request can answer it',
    ja: 'このフレンド申請に回答できるのは、申請を受け取った会員だけです',
  },
  friendRequestAnswered: {
    'zh-CN': '该好友申请已处理',
    'zh-TW': '此好友申請已處理',
    en: 'This friend request has already been answered',
    ja: 'このフレンド申請にはすでに回答済みです',
  },
  friendStarNotFriend: {
    'zh-CN': '只能将好友设为挚友',
    'zh-TW': '只能將好友設為摯友',
    en: 'Only friends can be marked as close friends',
    ja: '親友に設定できるのはフレンドだけです',
  },
} satisfies Record<string, Texts>;

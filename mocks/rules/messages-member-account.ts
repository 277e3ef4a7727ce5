import type { Texts } from './messages';

/**
 * `msg` texts of the account settings calls (getAccountInfo, updateAccountInfo, updatePassword,
 * uploadAbsolutelyPictures, getAwardMessage, setUpAwardMessage). Formats, codes and taken
 * addresses reuse the registration texts (messages-account.ts).
 */
export const memberAccountMessages = {
  accountCountryFixed: {
    'zh-CN': '国家或地区不可修改',
    'zh-TW': '國家或地區不可修改',
    en: 'The country cannot be changed',
    ja: '国・地域は変更できません',
  },
  accountHomeShopElsewhere: {
    'zh-CN': '常去店铺必须是您所在国家或地区的店铺',
    'zh-TW': '常去店鋪必須是您所在國家或地區的店鋪',
    en: 'The home shop must be a shop of your country',
    ja: 'ホームショップはご自身の国・地域の店舗を選んでください',
  },
  accountContactNeeded: {
    'zh-CN': '请至少保留邮箱或手机号中的一项',
    'zh-TW': '請至少保留電子郵件或手機號碼其中一項',
    en: 'Keep an email address or a phone number on your account',
    ja: 'メールアドレスか電話番号のどちらかは登録したままにしてください',
  },
  accountPhoneCodeNeeded: {
    'zh-CN': '请输入发送到新手机号的验证码',
    'zh-TW': '請輸入發送到新手機號碼的驗證碼',
    en: 'Please enter the code sent to the new phone number',
    ja: '新しい電話番号に送信された認証コードを入力してください',
  },
  accountEmailCodeNeeded: {
    'zh-CN': '请输入发送到新邮箱的验证码',
    'zh-TW': '請輸入發送到新電子郵件的驗證碼',
    en: 'Please enter the code sent to the new email address',
    ja: '新しいメールアドレスに送信された認証コードを入力してください',
  },
  accountPortraitUnknown: {
    'zh-CN': '头像必须是您上传的图片',
    'zh-TW': '頭像必須是您上傳的圖片',
    en: 'The portrait must be an image you uploaded',
    ja: 'プロフィール画像にはご自身でアップロードした画像を指定してください',
  },
  oldPasswordWrong: {
    'zh-CN': '原密码错误',
    'zh-TW': '原密碼錯誤',
    en: 'The old password is incorrect',
    ja: '現在のパスワードが正しくありません',
  },
  uploadNotAnImage: {
    'zh-CN': '只能上传 PNG、JPEG、WebP 或 GIF 图片',
    'zh-TW': '只能上傳 PNG、JPEG、WebP 或 GIF 圖片',
    en: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
    ja: 'アップロードできるのは PNG、JPEG、WebP、GIF の画像だけです',
  },
  uploadTooLarge: {
    'zh-CN': '图片不能超过 {limit}',
    'zh-TW': '圖片不能超過 {limit}',
    en: 'The image must be at most {limit}',
    ja: '画像は {limit} 以下にしてください',
  },
  uploadImageTooBig: {
    'zh-CN': '图片尺寸不能超过 {side} × {side} 像素',
    'zh-TW': '圖片尺寸不能超過 {side} × {side} 像素',
    en: 'The image must be at most {side} × {side} pixels',
    ja: '画像は {side} × {side} ピクセル以下にしてください',
  },
  uploadUnreadable: {
    'zh-CN': '无法读取图片的宽度和高度',
    'zh-TW': '無法讀取圖片的寬度和高度',
    en: "The image's width and height cannot be read",
    ja: '画像の幅と高さを読み取れません',
  },
  awardMessageInvalid: {
    'zh-CN': '奖项讯息格式错误：只能包含 8 个奖项，每条为不超过 20 个字的纯文本',
    'zh-TW': '獎項訊息格式錯誤：只能包含 8 個獎項，每則為不超過 20 個字的純文字',
    en: 'Award messages must use the 8 known awards, each plain text of at most 20 characters',
    ja: 'アワードメッセージは8種類のアワードのみ、各20文字以内のテキストで設定してください',
  },
} satisfies Record<string, Texts>;

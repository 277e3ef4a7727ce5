import type { Texts } from './messages';

/** Texts of registration and account recovery (codes, formats, taken names). */
export const accountMessages = {
  wrongFormat: {
    'zh-CN': '请输入正确的格式！',
    'zh-TW': '請輸入正確的格式！',
    en: 'Please enter the correct format!',
    ja: '正しい形式で入力してください！',
  },
  codeTooSoon: {
    'zh-CN': '验证码发送过于频繁，请 {seconds} 秒后再试',
    'zh-TW': '驗證碼發送過於頻繁，請 {seconds} 秒後再試',
    en: 'A code was sent recently. Please try again in {seconds} seconds',
    ja: '認証コードは送信済みです。{seconds} 秒後にもう一度お試しください',
  },
  codeWrong: {
    'zh-CN': '验证码错误或已使用',
    'zh-TW': '驗證碼錯誤或已使用',
    en: 'The verification code is wrong or has already been used',
    ja: '認証コードが間違っているか、すでに使用されています',
  },
  codeExpired: {
    'zh-CN': '验证码已过期，请重新获取',
    'zh-TW': '驗證碼已過期，請重新取得',
    en: 'The verification code has expired. Please request a new one',
    ja: '認証コードの有効期限が切れました。もう一度取得してください',
  },
  codeUsedUp: {
    'zh-CN': '验证码错误次数过多，已失效，请重新获取验证码',
    'zh-TW': '驗證碼錯誤次數過多，已失效，請重新取得驗證碼',
    en: 'Too many wrong codes: this code can no longer be used. Please request a new code',
    ja: '認証コードの入力ミスが多すぎるため、このコードは無効になりました。新しいコードを取得してください',
  },
  contactRequired: {
    'zh-CN': '请填写邮箱或手机号及验证码',
    'zh-TW': '請填寫電子郵件或手機號碼及驗證碼',
    en: 'Please enter an email address or a phone number with its code',
    ja: 'メールアドレスまたは電話番号と認証コードを入力してください',
  },
  accountTaken: {
    'zh-CN': '该账号已被注册',
    'zh-TW': '此帳號已被註冊',
    en: 'This account name is already taken',
    ja: 'このアカウント名はすでに使われています',
  },
  cardTaken: {
    'zh-CN': '该卡号已被绑定',
    'zh-TW': '此卡號已被綁定',
    en: 'This card number is already registered',
    ja: 'このカード番号はすでに登録されています',
  },
  cardNoFormat: {
    'zh-CN': '卡号必须为 16 位数字',
    'zh-TW': '卡號必須為 16 位數字',
    en: 'The card number must have 16 digits',
    ja: 'カード番号は16桁の数字で入力してください',
  },
  emailTaken: {
    'zh-CN': '该邮箱已被其他账号使用',
    'zh-TW': '此電子郵件已被其他帳號使用',
    en: 'This email address is already used by another account',
    ja: 'このメールアドレスはすでに別のアカウントで使われています',
  },
  phoneTaken: {
    'zh-CN': '该手机号已被其他账号使用',
    'zh-TW': '此手機號碼已被其他帳號使用',
    en: 'This phone number is already used by another account',
    ja: 'この電話番号はすでに別のアカウントで使われています',
  },
  unknownCountry: {
    'zh-CN': '国家或地区不存在',
    'zh-TW': '國家或地區不存在',
    en: 'Unknown country or region',
    ja: '国・地域が存在しません',
  },
  noAccountForAddress: {
    'zh-CN': '没有使用该邮箱或手机号的账号',
    'zh-TW': '沒有使用此電子郵件或手機號碼的帳號',
    en: 'No account uses this email address or phone number',
    ja: 'このメールアドレスまたは電話番号のアカウントはありません',
  },
  codeMessage: {
    'zh-CN': '您的验证码是 {code}，10 分钟内有效。',
    'zh-TW': '您的驗證碼是 {code}，10 分鐘內有效。',
    en: 'Your verification code is {code}. It is valid for 10 minutes.',
    ja: '認証コードは {code} です。有効期限は10分です。',
  },
  accountMessage: {
    'zh-CN': '您的账号是 {account}。',
    'zh-TW': '您的帳號是 {account}。',
    en: 'Your account name is {account}.',
    ja: 'お客様のアカウント名は {account} です。',
  },
} satisfies Record<string, Texts>;

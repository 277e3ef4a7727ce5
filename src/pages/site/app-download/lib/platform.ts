/** Which store a visitor's device uses, read from its user agent; anything else is a desktop. */
export type Platform = 'ios' | 'android' | 'desktop';

export const platformOf = (userAgent: string, maxTouchPoints = 0): Platform => {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  // iPadOS asks for desktop pages: it says "Macintosh", with no "Mobile" token, but has a touch
  // screen (no Mac has one); some builds do add "Mobile/".
  if (/macintosh/i.test(userAgent) && (maxTouchPoints > 1 || /mobile\//i.test(userAgent))) return 'ios';
  if (/mobi|windows phone|harmonyos/i.test(userAgent)) return 'android';
  return 'desktop';
};

/** Which store a visitor's device uses, read from its user agent; anything else is a desktop. */
export type Platform = 'ios' | 'android' | 'desktop';

export const platformOf = (userAgent: string): Platform => {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  // iPadOS asks for desktop pages: a Macintosh with a touch screen ("Mobile" in its Safari token).
  if (/macintosh/i.test(userAgent) && /mobile\//i.test(userAgent)) return 'ios';
  if (/mobi|windows phone|harmonyos/i.test(userAgent)) return 'android';
  return 'desktop';
};

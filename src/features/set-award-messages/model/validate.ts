import { AWARD_MESSAGE_KEYS, isAwardMessageText, MAX_AWARD_MESSAGE_LENGTH, type AwardMessages } from '@/shared/api';

export type AwardMessageErrors = Partial<Record<keyof AwardMessages, 'account:awards.tooLong' | 'account:awards.plainText'>>;

/** Characters as the member sees them (an emoji is one), as the backend counts them. */
export const messageLength = (text: string): number => [...text.trim()].length;

/** Each message: empty (the machine's default) or plain text of at most 20 characters. */
export const validateAwardMessages = (messages: AwardMessages): AwardMessageErrors => {
  const errors: AwardMessageErrors = {};
  for (const key of AWARD_MESSAGE_KEYS) {
    const text = messages[key];
    if (isAwardMessageText(text)) continue;
    errors[key] = messageLength(text) > MAX_AWARD_MESSAGE_LENGTH ? 'account:awards.tooLong' : 'account:awards.plainText';
  }
  return errors;
};

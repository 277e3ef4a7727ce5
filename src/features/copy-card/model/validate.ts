import { isCardNumber, isValidPassword } from '@/shared/api';

export interface CopyCardFields {
  cardNoNew: string;
  password: string;
}

export type CopyCardErrors = Partial<Record<keyof CopyCardFields, 'cards:form.wrongFormat'>>;

/**
 * Spec section 5: the copy needs the new card number and the password, else "Please enter the
 * correct format!". The number is 16 digits; the password 6-20 letters or digits (checked before
 * it is hashed, api-reference section 4).
 */
export const validateCopyCard = ({ cardNoNew, password }: CopyCardFields): CopyCardErrors => ({
  ...(isCardNumber(cardNoNew) ? {} : { cardNoNew: 'cards:form.wrongFormat' }),
  ...(isValidPassword(password) ? {} : { password: 'cards:form.wrongFormat' }),
});

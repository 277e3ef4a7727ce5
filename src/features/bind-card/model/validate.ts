import { isCardNumber } from '@/shared/api';

export interface BindCardFields {
  cardNo: string;
}

export type BindCardErrors = Partial<Record<keyof BindCardFields, 'cards:form.wrongFormat'>>;

/** A card number is 16 digits (spaces around it are forgiven); anything else: "Please enter the correct format!". */
export const validateBindCard = ({ cardNo }: BindCardFields): BindCardErrors =>
  isCardNumber(cardNo) ? {} : { cardNo: 'cards:form.wrongFormat' };

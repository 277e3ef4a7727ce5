/** The last four digits of a card number, which tell a member's cards apart ("…1234"). */
export const cardNumberTail = (cardNo: string): string => cardNo.replace(/\s+/g, '').slice(-4);

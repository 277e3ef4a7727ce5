/** 6-20 letters or digits, checked by the portal before hashing. */
export const isValidPassword = (password: string): boolean => /^[A-Za-z0-9]{6,20}$/.test(password);

/** One sign-up per address: addresses are compared in lower case. */
export const signupKeyOf = (email: string): string => email.toLowerCase();

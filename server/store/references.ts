import { randomInt } from 'node:crypto';

const SYMBOLS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 8;

export const CONTACT_REFERENCE_PATTERN = /^HL-[2-9A-HJ-NP-Z]{8}$/;
export const SIGNUP_REFERENCE_PATTERN = /^NL-[2-9A-HJ-NP-Z]{8}$/;

const randomReference = (prefix: string): string =>
  `${prefix}-${Array.from({ length: LENGTH }, () => SYMBOLS[randomInt(SYMBOLS.length)]).join('')}`;

/** A reference collides about once in a trillion; one that collides five times is a bug. */
export const REFERENCE_ATTEMPTS = 5;

export const newContactReference = (): string => randomReference('HL');
export const newSignupReference = (): string => randomReference('NL');

import { randomInt } from 'node:crypto';

/**
 * The reference a visitor is shown. Random, so it does not reveal how many enquiries
 * arrive; 32 symbols without 0/O and 1/I, so it can be read out over the phone.
 */
const SYMBOLS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 8;

export const CONTACT_REFERENCE_PATTERN = /^HL-[2-9A-HJ-NP-Z]{8}$/;

export const newContactReference = (): string =>
  `HL-${Array.from({ length: LENGTH }, () => SYMBOLS[randomInt(SYMBOLS.length)]).join('')}`;

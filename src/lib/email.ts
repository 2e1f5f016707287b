import * as v from 'valibot';

const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.email(), v.maxLength(254));

/** The same e-mail rule everywhere a visitor types an address. */
export const isValidEmail = (value: string): boolean => v.is(EmailSchema, value);

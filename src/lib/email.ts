/** The WHATWG rule for `<input type="email">`, so ours agrees with browsers, plus 254 chars. */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isValidEmail = (value: string): boolean => {
  const address = value.trim();
  return address.length > 0 && address.length <= 254 && WHATWG_EMAIL.test(address);
};

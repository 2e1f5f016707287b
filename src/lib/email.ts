/** The address rule browsers apply to `<input type="email">` (WHATWG HTML, "valid e-mail address"), so the site's own check agrees with the browser's, plus the 254-character limit of a deliverable address. */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isValidEmail = (value: string): boolean => {
  const address = value.trim();
  return address.length > 0 && address.length <= 254 && WHATWG_EMAIL.test(address);
};

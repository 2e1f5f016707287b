/** The recorded route as an address on this site (path, query and hash), or null when it names anything else: a recording is untrusted and never takes the tab elsewhere. */
export const siteAddressOf = (path: unknown, origin: string): string | null => {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
};

/** The route as an address on this site, or null: an untrusted recording never leaves it. */
export const siteAddressOf = (path: unknown, origin: string): string | null => {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
};

/**
 * `?devtools=HOST:PORT`: stream this tab's store to the Redux DevTools monitor a developer runs
 * (`npm run devtools`) at that address. Only loopback and private networks' addresses: a link
 * cannot make a visitor's page send its state to the internet. The browser connects only while
 * the page's own address says so, and the site's server allows that address for that page alone.
 */
export interface MonitorAddress {
  hostname: string;
  port: number;
}

const PRIVATE_IPV4 = [/^127\./, /^10\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./];

const isPrivateIpv4 = (host: string): boolean =>
  /^(\d{1,3})(\.\d{1,3}){3}$/.test(host) &&
  host.split('.').every((part) => Number(part) <= 255) &&
  PRIVATE_IPV4.some((range) => range.test(host));

export function monitorAddressOf(search: string): MonitorAddress | null {
  const asked = new URLSearchParams(search).get('devtools') ?? '';
  const match = /^([a-z\d.]+):(\d{1,5})$/i.exec(asked);
  if (!match) return null;
  const [, hostname = '', port = ''] = match;
  const number = Number(port);
  if (number < 1 || number > 65_535) return null;
  return hostname === 'localhost' || isPrivateIpv4(hostname) ? { hostname, port: number } : null;
}

/** What the page's Content-Security-Policy must allow it to connect to. */
export const monitorSocketOrigin = ({ hostname, port }: MonitorAddress): string =>
  `ws://${hostname}:${port}`;

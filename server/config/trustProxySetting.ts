import { isIP } from 'node:net';
import type { TrustedProxies } from '../trustedProxies';
import type { Refusal } from './envSchema';
import { refuse, setting } from './envSchema';

const INSTEAD =
  'Write the number of proxies in front of the server (TRUST_PROXY=1 for one, such as nginx ' +
  'on the same machine) or their addresses (TRUST_PROXY=10.0.0.2,10.0.1.0/24).';

const isAddressOrNetwork = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
};

/** TRUST_PROXY: unset, `false` or `0` for none, a hop count, or addresses and CIDRs. */
export const trustProxy = setting((value = ''): TrustedProxies | Refusal => {
  const word = value.toLowerCase();
  if (word === '' || word === 'false' || word === '0') return false;
  if (word === 'true') {
    return refuse(
      `TRUST_PROXY=true would trust every X-Forwarded-For entry, so any client could pick its own address. ${INSTEAD}`,
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isAddressOrNetwork(entry));
  if (invalid === undefined) return entries;
  return refuse(`TRUST_PROXY lists "${invalid}", which is not an IP address or CIDR. ${INSTEAD}`);
});

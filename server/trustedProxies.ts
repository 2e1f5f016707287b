import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the server may say who the client is (X-Forwarded-For, -Proto,
 * -Host): none, the nearest `n` hops, or the proxies at these addresses and networks.
 * Never "all": then any client could name its own address and escape its rate limit.
 */
export type TrustedProxies = false | number | string[];

/** The addresses a proxy on this machine or its private network connects from. */
const nearbyNetworks = new BlockList();
nearbyNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
nearbyNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
nearbyNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
nearbyNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
nearbyNetworks.addSubnet('169.254.0.0', 16, 'ipv4');
nearbyNetworks.addSubnet('::1', 128, 'ipv6');
nearbyNetworks.addSubnet('fc00::', 7, 'ipv6');
nearbyNetworks.addSubnet('fe80::', 10, 'ipv6');

const isNearby = (address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && nearbyNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

const INSTEAD =
  'Write the number of proxies in front of the server (TRUST_PROXY=1 for one, such as nginx ' +
  'on the same machine) or their addresses (TRUST_PROXY=10.0.0.2,10.0.1.0/24).';

const isAddressOrNetwork = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/** Reads TRUST_PROXY: unset, `false` or `0` for none, a hop count, or addresses and CIDRs. */
export function parseTrustProxy(raw: string | undefined): TrustedProxies {
  const value = raw?.trim() ?? '';
  const word = value.toLowerCase();
  if (word === '' || word === 'false' || word === '0') return false;
  if (word === 'true') {
    throw new Error(
      `TRUST_PROXY=true would trust every X-Forwarded-For entry, so any client could pick its own address. ${INSTEAD}`,
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isAddressOrNetwork(entry));
  if (invalid !== undefined) {
    throw new Error(
      `TRUST_PROXY lists "${invalid}", which is not an IP address or CIDR. ${INSTEAD}`,
    );
  }
  return entries;
}

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's trustProxy for these proxies. Fastify no longer honours a bare hop count (a
 * client reaching the server directly could forge the hops), so a count trusts that many
 * hops only when the nearest one connects from loopback or a private network; a proxy on a
 * public address is trusted by listing it. The list goes to Fastify (proxy-addr) as it is.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): false | string[] | TrustFunction {
  if (typeof trusted !== 'number') return trusted;
  const hops = trusted;
  return (address, hop) => hop < hops && (hop > 0 || isNearby(address));
}

/** Whether a peer at `address` is one of these proxies (the nearest hop, as Fastify judges it). */
export function isTrustedProxy(trusted: TrustedProxies): (address: string) => boolean {
  if (trusted === false) return () => false;
  if (typeof trusted === 'number') return isNearby;
  const listed = new BlockList();
  for (const entry of trusted) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) listed.addAddress(address, family);
    else listed.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && listed.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

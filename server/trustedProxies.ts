import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Never "all": any client could then name its own address and escape its rate limit. */
export type TrustedProxies = false | number | string[];

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

type TrustFunction = (address: string, hop: number) => boolean;

/** A bare hop count trusts only a nearest hop on loopback or a private network (forgeable else). */
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

/**
 * Warns once when a request comes through a proxy nearby (forwarding headers from loopback or a
 * private network) that TRUST_PROXY does not name: every visitor then has the proxy's address,
 * and one visitor uses up everyone's per-address limits.
 */
export function warnOfUntrustedProxy(
  app: FastifyInstance,
  trusted: TrustedProxies,
  log: Pick<FastifyBaseLogger, 'warn'>,
): void {
  const isTrusted = isTrustedProxy(trusted);
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned) return;
    const { headers } = request;
    const forwarded = headers['x-forwarded-for'] ?? headers.forwarded;
    const peer = request.socket.remoteAddress ?? '';
    if (forwarded === undefined || !isNearby(peer) || isTrusted(peer)) return;
    warned = true;
    log.warn(
      `Requests arrive through a proxy at ${peer} (they carry X-Forwarded-For), which TRUST_PROXY does not name: ` +
        'every visitor counts as that one address for the per-address limits. Set TRUST_PROXY=1 ' +
        "(or the proxy's address) if this server sits behind it (docs/configuration.md).",
    );
  });
}

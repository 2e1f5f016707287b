import type { Server, Socket } from 'node:net';
import ipaddr from 'ipaddr.js';

export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/64`);
  return `${prefix.toString()}/64`;
}

export interface PerAddressLimit {
  max: number;
  /** Peers never limited here: proxies that carry many visitors and limit each themselves. */
  isExempt: (address: string) => boolean;
}

const fromThisMachine = (socket: Socket): boolean =>
  socket.remoteAddress !== undefined && socket.remoteAddress === socket.localAddress;

// So one client cannot take every slot of MAX_CONNECTIONS and keep everyone else out.
export function limitConnectionsPerAddress(server: Server, { max, isExempt }: PerAddressLimit) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || fromThisMachine(socket) || isExempt(address)) return;
    const key = addressKey(address);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

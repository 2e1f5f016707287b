import { monitorAddressOf, monitorSocketOrigin } from './devToolsMonitor';

describe('monitorAddressOf', () => {
  it.each([
    ['?devtools=127.0.0.1:8000', { hostname: '127.0.0.1', port: 8000 }],
    ['?devtools=localhost:8000', { hostname: 'localhost', port: 8000 }],
    ['?qa=1&devtools=192.168.1.20:8000', { hostname: '192.168.1.20', port: 8000 }],
    ['?devtools=10.0.0.7:9', { hostname: '10.0.0.7', port: 9 }],
    ['?devtools=172.31.255.1:65535', { hostname: '172.31.255.1', port: 65_535 }],
  ])('takes a monitor on this machine or a private network: %s', (search, address) => {
    expect(monitorAddressOf(search)).toEqual(address);
  });

  it.each([
    ['', 'no switch'],
    ['?devtools=1', 'the DevTools extension switch'],
    ['?devtools=203.0.113.9:8000', 'an address on the internet'],
    ['?devtools=172.32.0.1:8000', 'just outside 172.16/12'],
    ['?devtools=evil.example:8000', 'a host name other than localhost'],
    ['?devtools=192.168.1.300:8000', 'no address at all'],
    ['?devtools=127.0.0.1:0', 'port 0'],
    ['?devtools=127.0.0.1:70000', 'a port past 65535'],
    ['?devtools=127.0.0.1:8000/path', 'a path after the port'],
    ['?devtools=user@127.0.0.1:8000', 'credentials'],
  ])('refuses %s (%s)', (search) => {
    expect(monitorAddressOf(search)).toBeNull();
  });
});

it('allows the page to reach the monitor over a WebSocket', () => {
  expect(monitorSocketOrigin({ hostname: '192.168.1.20', port: 8000 })).toBe(
    'ws://192.168.1.20:8000',
  );
});

import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../../src/lib/client-address';

describe('clientAddressKey', () => {
  it.each([
    ['an IPv4 address is itself', '192.0.2.7', '192.0.2.7'],
    ['loopback IPv4 is itself', '127.0.0.2', '127.0.0.2'],
    ['IPv4-mapped IPv6 is the IPv4 address', '::ffff:192.0.2.7', '192.0.2.7'],
    ['IPv4-mapped in capitals too', '::FFFF:192.0.2.7', '192.0.2.7'],
    ['an IPv6 address is its /64', '2001:db8:0:7::1', '2001:db8:0:7::/64'],
    ['another host of the same /64', '2001:db8:0:7:ffff:ffff:ffff:fffe', '2001:db8:0:7::/64'],
    ['leading zeros and capitals do not make another key', '2001:0DB8:0000:0007::0001', '2001:db8:0:7::/64'],
    ['the next /64 is another key', '2001:db8:0:8::1', '2001:db8:0:8::/64'],
    ['a compressed prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['an embedded IPv4 tail stays in the dropped half', '64:ff9b::192.0.2.7', '64:ff9b:0:0::/64'],
    ['text that is no address is kept as it is', 'not-an-ip', 'not-an-ip'],
  ])('%s', (_name, ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});

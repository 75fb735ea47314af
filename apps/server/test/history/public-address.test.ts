import { describe, expect, it } from 'vitest';
import { isPublicAddress, literalAddress, publicHostResolver } from '../../src/lib/public-address';

describe('which addresses a history download may reach', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private 10/8'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT, top'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, top'],
    ['192.168.1.1', 'private 192.168/16'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:8.8.8.8', 'IPv4-mapped, even of a public address'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['ff02::1', 'multicast'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['not-an-address', 'not an IP at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['8.8.8.8'],
    ['100.63.255.255'],
    ['100.128.0.0'],
    ['172.15.255.255'],
    ['172.32.0.0'],
    ['185.199.108.153'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4003:80f::200e'],
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('reads IP literals from URL hosts, brackets and all, and leaves names alone', () => {
    expect(literalAddress(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('::ffff:7f00:1');
    expect(literalAddress(new URL('http://2130706433/').hostname)).toBe('127.0.0.1');
    expect(literalAddress('www.football-data.co.uk')).toBeUndefined();
  });

  it('allows a name only when every address it resolves to is public', async () => {
    const addresses: Record<string, string[]> = {
      'public.example': ['8.8.8.8', '2606:4700:4700::1111'],
      'intranet.example': ['10.0.0.5'],
      'mixed.example': ['8.8.8.8', '192.168.0.7'],
      'empty.example': [],
    };
    const resolve = publicHostResolver(async (name) =>
      (addresses[name] ?? []).map((address) => ({ address })),
    );
    expect(await resolve('public.example')).toEqual(['8.8.8.8', '2606:4700:4700::1111']);
    await expect(resolve('intranet.example')).rejects.toThrow(/10\.0\.0\.5, which is not a public address/);
    await expect(resolve('mixed.example')).rejects.toThrow(/192\.168\.0\.7/);
    await expect(resolve('empty.example')).rejects.toThrow(/no address/);
  });
});

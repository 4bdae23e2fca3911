import { isIPv6 } from 'node:net';

/**
 * The part of a client address that names one subscriber: an IPv4 address whole (an IPv4-mapped IPv6 address as its
 * IPv4), an IPv6 address by its /64 (a home or phone gets a whole /64 and picks addresses inside it at will).
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === '' ? [] : tail.split(':');
  const missing = address.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  const parts = [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts];
  return `${parts
    .slice(0, 4)
    .map((part) => Number.parseInt(part, 16).toString(16))
    .join(':')}::/64`;
}

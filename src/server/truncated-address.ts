import { isIPv4, isIPv6 } from 'node:net';

/**
 * A client address as the log keeps it, too coarse to name a subscriber (the privacy policy: "your IP
 * address is not kept"): an IPv4 address with its last octet zeroed, an IPv6 address cut to its /48
 * (a site's prefix). Enough to tell one operator's network or a flood's origin apart in the log.
 */
export function truncatedAddress(address: string): string {
  const ip = address.replace(/%.*$/, '');
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  if (isIPv4(v4)) return v4.replace(/\.\d+$/, '.0');
  if (!isIPv6(ip)) return '';
  const [head = '', tail] = ip.split('::');
  const groups = (part: string) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const known = groups(head);
  const all =
    tail === undefined
      ? known
      : [...known, ...Array<string>(8 - known.length - groups(tail).length).fill('0'), ...groups(tail)];
  return `${all
    .slice(0, 3)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/48`;
}

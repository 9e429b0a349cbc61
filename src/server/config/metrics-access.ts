import { BlockList, isIP } from 'node:net';

/** Who may read /metrics (METRICS_TOKEN, METRICS_ALLOW); null when neither is set: metrics are off. */
export interface MetricsAccess {
  /** The bearer token a scraper sends, 32 characters at least. */
  token: string | undefined;
  /** Networks whose direct connections need no token, as written (`10.0.0.0/8`, `::1`). */
  allow: string[];
}

/**
 * METRICS_ALLOW: networks separated by commas or spaces, each an IPv4 or IPv6 address with an
 * optional prefix length (`127.0.0.1, 10.1.0.0/16, fd00::/8`). Returns the problems, or the list.
 */
export function parseNetworks(value: string): { networks: string[] } | { problems: string[] } {
  const networks = value.split(/[\s,]+/).filter(Boolean);
  const problems = networks.filter((network) => networkParts(network) === null);
  if (networks.length === 0) return { problems: ['must name at least one network'] };
  return problems.length > 0
    ? { problems: problems.map((network) => `${network} is not an address or a network (10.0.0.0/8, ::1)`) }
    : { networks };
}

function networkParts(network: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, extra] = network.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return null;
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(bits)) || prefix > bits) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** The networks as a lookup: `allows(address)` for a socket's address, IPv4-mapped IPv6 included. */
export function networkList(networks: string[]): { allows(address: string | undefined): boolean } {
  const list = new BlockList();
  for (const network of networks) {
    const parts = networkParts(network);
    if (parts) list.addSubnet(parts.address, parts.prefix, parts.family);
  }
  return {
    allows(address) {
      if (!address) return false;
      const v4 = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : null;
      if (v4) return list.check(v4, 'ipv4');
      const version = isIP(address);
      return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

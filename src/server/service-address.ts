/**
 * A service's address as the log may show it: host, port (`defaultPort` when the URL names none) and
 * path, without the user name and password a URL such as DATABASE_URL or REDIS_URL carries.
 */
export function serviceAddress(url: string, defaultPort: number): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || defaultPort}${pathname === '/' ? '' : pathname}`;
}

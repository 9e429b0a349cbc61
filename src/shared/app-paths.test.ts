import { describe, expect, it } from 'vitest';
import { matchAppPath, pathPatternSource, ROBOTS_DISALLOWED, SITEMAP_PATHS } from './app-paths';

describe('the route table', () => {
  it('matches a path with its parameters, and nothing else', () => {
    expect(matchAppPath('/')?.route).toMatchObject({ path: '/', indexed: true });
    expect(matchAppPath('/product/abc')).toMatchObject({
      route: { path: '/product/:id' },
      params: { id: 'abc' },
    });
    expect(matchAppPath('/product/edit/abc')?.route).toMatchObject({
      path: '/product/edit/:editId',
      indexed: false,
      signedIn: true,
    });
    expect(matchAppPath('/contact/')?.route.path).toBe('/contact');
    expect(matchAppPath('/how-to-buy')?.route).toMatchObject({ screen: 'info-page', infoPage: 'how-to-buy' });
    expect(matchAppPath('/product')).toBeNull();
    expect(matchAppPath('/wp-admin/setup.php')).toBeNull();
  });

  it("writes a path as the service worker's pattern", () => {
    const listing = new RegExp(pathPatternSource('/product/:id'));
    expect(listing.test('/product/abc')).toBe(true);
    expect(listing.test('/product/abc/x')).toBe(false);
    expect(listing.test('/product/')).toBe(false);
    expect(new RegExp(pathPatternSource('/')).test('/')).toBe(true);
    expect(new RegExp(pathPatternSource('/')).test('/contact')).toBe(false);
  });

  it('points search engines to the public screens without parameters, and keeps them out of accounts', () => {
    expect(SITEMAP_PATHS).toContain('/');
    expect(SITEMAP_PATHS).toContain('/how-to-buy');
    expect(SITEMAP_PATHS).not.toContain('/sign-in');
    expect(SITEMAP_PATHS.some((path) => path.includes(':'))).toBe(false);
    expect(ROBOTS_DISALLOWED).toEqual(
      expect.arrayContaining(['/dashboard', '/setting', '/profile-post', '/product/edit/']),
    );
  });
});

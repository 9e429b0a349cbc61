import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchAppPath, PRIVATE_PATHS, PUBLIC_PATHS } from '../../shared/app-paths';

describe('the paths of the app', () => {
  it('are exactly the routes of the web router', () => {
    const router = fs.readFileSync(path.join(import.meta.dirname, '../../web/app/router.tsx'), 'utf8');
    const routed = [...router.matchAll(/path: '([^']+)'/g)].map((m) => m[1]).filter((p) => p !== '*');
    expect([...routed].sort()).toEqual([...PUBLIC_PATHS, ...PRIVATE_PATHS].sort());
  });

  it('match a path with its parameters, and nothing else', () => {
    expect(matchAppPath('/')).toMatchObject({ pattern: '/', isPublic: true });
    expect(matchAppPath('/product/abc')).toMatchObject({ pattern: '/product/:id', params: { id: 'abc' } });
    expect(matchAppPath('/product/edit/abc')).toMatchObject({
      pattern: '/product/edit/:editId',
      isPublic: false,
    });
    expect(matchAppPath('/contact/')).toMatchObject({ pattern: '/contact' });
    expect(matchAppPath('/product')).toBeNull();
    expect(matchAppPath('/wp-admin/setup.php')).toBeNull();
  });
});

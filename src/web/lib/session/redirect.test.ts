import { describe, expect, it } from 'vitest';
import { safeRedirect, signInUrlFor } from './redirect';

describe('the redirect after login', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirect('/profile-post?favorite=true')).toBe('/profile-post?favorite=true');
  });

  it.each([null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example'])(
    'sends %s home instead',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );

  it('puts the wanted path, and only that, in the sign-in URL', () => {
    expect(signInUrlFor('/profile-post?favorite=true')).toBe(
      '/sign-in?redirect=%2Fprofile-post%3Ffavorite%3Dtrue',
    );
  });
});

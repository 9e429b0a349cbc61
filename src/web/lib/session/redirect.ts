/** Where to go after login: only a path on this site, never another origin (`//evil.example`). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}

/** The sign-in URL that brings the user back here; its query holds only the wanted path (spec §2). */
export function signInUrlFor(path: string): string {
  return `/sign-in?${new URLSearchParams({ redirect: path })}`;
}

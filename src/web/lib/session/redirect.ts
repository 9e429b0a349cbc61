/** Where to go after login: only a path on this site, never another origin (`//evil.example`). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}

/** The sign-in URL that brings the user back here; its query holds only the wanted path. */
export function signInUrlFor(path: string): string {
  return `/sign-in?${new URLSearchParams({ redirect: path })}`;
}

// Where a sign-up was going (the post form's last step, say), kept on this browser until the mailed
// link is followed here: its screen goes on there, where the draft waits.
const AFTER_SIGN_UP = 'thikana.after-sign-up';

export function keepAfterSignUp(path: string): void {
  try {
    if (path === '/') localStorage.removeItem(AFTER_SIGN_UP);
    else localStorage.setItem(AFTER_SIGN_UP, path);
  } catch {
    // Storage refused (private mode): the link's screen offers its own way on.
  }
}

/** The kept path, once: null when none was kept on this browser. */
export function takeAfterSignUp(): string | null {
  try {
    const path = localStorage.getItem(AFTER_SIGN_UP);
    localStorage.removeItem(AFTER_SIGN_UP);
    return path === null ? null : safeRedirect(path);
  } catch {
    return null;
  }
}

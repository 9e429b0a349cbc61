// The sign-in tab (phone or e-mail) last used on this browser: sign-in and sign-up open on it.
const KEY = 'thikana.signInWay';

export type SignInWay = 'phone' | 'email';

export function lastSignInWay(): SignInWay | null {
  try {
    const stored = window.localStorage.getItem(KEY);
    return stored === 'phone' || stored === 'email' ? stored : null;
  } catch {
    return null;
  }
}

export function rememberSignInWay(way: SignInWay): void {
  try {
    window.localStorage.setItem(KEY, way);
  } catch {
    // storage blocked: the screens open on the phone tab, as on a first visit
  }
}

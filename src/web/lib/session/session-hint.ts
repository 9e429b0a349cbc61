// The session cookie is HttpOnly, so scripts cannot see it. This flag remembers that a login happened
// on this browser, so visitors who never logged in are not asked for /user/me on every page.
const KEY = 'thikana.session';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setSessionHint(present: boolean): void {
  try {
    if (present) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the app then asks the server each time, which is still correct
  }
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page. A new screen also takes the focus to
 * its content, so keyboard and screen-reader users go on from there, not from where a link of the
 * old screen used to be. The first screen leaves focus and scrolling alone: the skip link stays
 * first, and a page the server drew may have been scrolled before it came to life.
 */
export function ScreenStart() {
  const { pathname, search } = useLocation();
  const firstScreen = useRef(true);
  const firstPlace = useRef(true);
  useEffect(() => {
    // The first screen is left where the visitor has scrolled it while the app was starting.
    if (firstPlace.current) {
      firstPlace.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, search]);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page (spec §2). A new screen also takes the focus to
 * its content, so keyboard and screen-reader users go on from there, not from where a link of the
 * old screen used to be. The first screen leaves focus alone: the skip link stays first.
 */
export function ScreenStart() {
  const { pathname, search } = useLocation();
  const firstScreen = useRef(true);
  useEffect(() => {
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

import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useLocation, useNavigation } from 'react-router';

// A screen that is ready sooner than this changes without a flicker of the bar.
const SHOW_AFTER_MS = 150;

/**
 * A thin bar at the top while the next screen is on its way. The router renders each navigation in a
 * transition, so while a screen's code (React.lazy) is still downloading React keeps the old screen on
 * view: the location the router has moved to differs from the one drawn. The router's own subscribers
 * update inside that transition; this one updates at once, outside it, and so can tell the two apart.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const drawn = useLocation();
  const navigation = useNavigation();
  const [target, setTarget] = useState(drawn.key);
  useEffect(() => router?.subscribe((state) => setTarget(state.location.key)), [router]);

  // Names the wait under way, so a bar shown for one wait is not carried over to the next.
  const waiting =
    navigation.state !== 'idle' || target !== drawn.key ? `${target} ${navigation.state}` : null;
  const [overdue, setOverdue] = useState<string | null>(null);
  useEffect(() => {
    if (waiting === null) return;
    const timer = setTimeout(() => setOverdue(waiting), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (waiting === null || overdue !== waiting) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('app.loadingScreen')}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-light"
    >
      <div className="navigation-progress h-full w-1/3 bg-brand" />
    </div>
  );
}

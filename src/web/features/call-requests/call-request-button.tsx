import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelBoundary } from '../../components/panel-boundary';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../../components/button';

// The form, its checks and its texts load when it is opened: the listing page carries the button alone.
const CallRequestForm = lazy(() => import('./call-request-form'));

/** "Request a call back" on a listing: opens the form in place; hidden until the app runs. */
export function CallRequestButton({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!useHydrated()) return null;
  if (open)
    return (
      <PanelBoundary>
        <Suspense fallback={null}>
          <CallRequestForm propertyId={propertyId} onClose={() => setOpen(false)} />
        </Suspense>
      </PanelBoundary>
    );
  return (
    <Button
      variant="earth-outline"
      aria-expanded="false"
      onClick={() => setOpen(true)}
      className="min-h-11 px-4 py-2 hover:bg-earth-light"
    >
      {t('callBack.open')}
    </Button>
  );
}

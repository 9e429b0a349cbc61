import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../components/notify';

/**
 * A new version of the app is installed and waiting (docs/offline.md): the page keeps running on the
 * version it started with until the reader chooses to reload, so scripts of two versions never mix.
 */
export function offerUpdate(worker: ServiceWorker): void {
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  notifySuccess(<UpdateNotice onReload={() => worker.postMessage('skip-waiting')} />);
}

function UpdateNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <span>
      {t('offline.updateReady')}{' '}
      <button type="button" className="font-semibold underline" onClick={onReload}>
        {t('offline.reload')}
      </button>
    </span>
  );
}

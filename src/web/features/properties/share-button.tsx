import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '../../../shared/property';
import { CopyButton } from '../../components/copy-button';
import { ShareIcon } from './contact-icons';

/**
 * Share: the phone's own share sheet (Web Share API) where it has one, since that reaches every app
 * the visitor uses; elsewhere a small panel with copy link, WhatsApp and Facebook.
 */
export function ShareButton({ property }: { property: Property }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const text = t('property.shareText', { title: property.property_title });

  async function share() {
    // Read at click time, not while rendering: the server knows neither the address nor the phone.
    const here = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: property.property_title, text, url: here });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed it
        console.error('could not share', error);
      }
    }
    setUrl(here);
    setOpen((wasOpen) => !wasOpen);
  }

  const option =
    'flex min-h-11 items-center rounded-lg px-3 font-semibold text-stone-800 hover:bg-brand-light w-full text-left';
  return (
    <div className="needs-app relative">
      <button
        type="button"
        onClick={() => void share()}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-stone-200 bg-white px-3 font-semibold text-stone-700 hover:bg-brand-light"
      >
        <ShareIcon />
        <span className="max-sm:sr-only">{t('property.share')}</span>
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t('property.shareOptions')}
          className="absolute right-0 top-full z-20 mt-2 w-60 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
        >
          <CopyButton
            text={url}
            label={t('property.copyLink')}
            copiedLabel={t('property.linkCopied')}
            className={option}
          />
          <a
            href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={option}
          >
            {t('property.shareWhatsapp')}
          </a>
          <a
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={option}
          >
            {t('property.shareFacebook')}
          </a>
        </div>
      )}
    </div>
  );
}

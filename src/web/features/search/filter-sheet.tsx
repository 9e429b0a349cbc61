import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepTabInside } from '../../components/keep-tab-inside';
import { useLanguage } from '../../components/use-language';
import { resultCount, type SearchTotal } from './result-count';
import { Button } from '../../components/button';

interface FilterSheetProps {
  /** The search's count as last read: while a new one loads, the previous one stays. */
  result: SearchTotal | undefined;
  children: ReactNode;
}

/**
 * The filters on a phone: a "Filters" button and a bottom sheet, a native modal `<dialog>` (the
 * page behind is inert, Esc closes it). Its button shows how many listings the filters find.
 */
export function FilterSheet({ result, children }: FilterSheetProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // A tap on the dimmed page closes the sheet; a drag that starts inside it (selecting a price) and
  // ends outside clicks the dialog too, and does not.
  const pressedOutside = useRef(false);

  // The sheet's content is drawn when it opens; showModal then moves the focus into it.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  const close = () => dialog.current?.close();
  // Every way out (Esc, the button, a tap on the dimmed page) ends in the dialog's close event.
  // Browsers differ in where they put the focus back: it goes to the button that opened the sheet.
  function closed() {
    setOpen(false);
    opener.current?.focus();
  }

  return (
    <>
      <Button
        variant="brand-outline"
        ref={opener}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="px-4 py-1.5 lg:hidden"
      >
        {t('search.showFilters')}
      </Button>
      <dialog
        ref={dialog}
        aria-label={t('search.filters')}
        onClose={closed}
        onKeyDown={keepTabInside}
        // The dialog's box is all sheet: a press on the dialog itself is a press on its backdrop.
        onPointerDown={(event) => (pressedOutside.current = event.target === event.currentTarget)}
        onClick={(event) => pressedOutside.current && event.target === event.currentTarget && close()}
        className="inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none flex-col rounded-t-2xl bg-white p-0 open:flex backdrop:bg-black/40"
      >
        {open && (
          <>
            <div className="overflow-y-auto p-5">
              <h2 className="mb-4 text-lg font-semibold text-stone-900">{t('search.filters')}</h2>
              {children}
            </div>
            {/* Outside the scrolling part: the count stays in sight while filters change. */}
            <div className="border-t border-stone-200 p-4">
              <Button variant="primary" onClick={close} className="w-full px-4 py-3">
                {result ? resultCount(t, 'search.showCount', result, language) : t('search.closeFilters')}
              </Button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}

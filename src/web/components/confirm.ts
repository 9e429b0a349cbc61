import type { TFunction } from 'i18next';

/**
 * The confirmation dialog: warning icon, "Are you sure? You won't be able to revert this!",
 * confirm #0D9276, cancel #F33F55. sweetalert2 loads only when a dialog is needed.
 */
export async function confirmIrreversible(t: TFunction, confirmText: string): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const result = await Swal.fire({
    title: t('confirm.title'),
    text: t('confirm.text'),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonColor: '#0D9276',
    cancelButtonColor: '#F33F55',
    confirmButtonText: confirmText,
    cancelButtonText: t('confirm.cancel'),
    returnFocus: false,
  });
  // Focus goes back now, not when the closing animation ends (late on a slow phone), when it would
  // undo where the caller moved it since: a deleted item's button is gone, so its list's heading.
  before?.focus();
  return result.isConfirmed;
}

import type { TFunction } from 'i18next';

/**
 * The confirmation of spec §5: warning icon, "Are you sure? You won't be able to revert this!",
 * confirm #0D9276, cancel #F33F55. sweetalert2 loads only when a dialog is needed.
 */
export async function confirmIrreversible(t: TFunction, confirmText: string): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title: t('confirm.title'),
    text: t('confirm.text'),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonColor: '#0D9276',
    cancelButtonColor: '#F33F55',
    confirmButtonText: confirmText,
    cancelButtonText: t('confirm.cancel'),
  });
  return result.isConfirmed;
}

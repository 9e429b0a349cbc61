import { useSyncExternalStore, type ReactNode } from 'react';

// Notifications only follow something the visitor did, so their code (about 7 KB gzipped) is fetched
// with the first one and the container is drawn from then on (react-toastify queues a toast sent
// before its container is there).
let wanted = false;
const listeners = new Set<() => void>();

/** A success notification: words, or words with a link to follow. */
export function notifySuccess(message: ReactNode): void {
  void import('react-toastify/unstyled').then(({ toast }) => toast.success(message));
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether a notification has been sent, so the layout draws the container. */
export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false, // the server, and hydration: nothing has been done yet
  );
}

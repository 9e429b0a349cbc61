// Whether the offline outbox (outbox.ts) may hold a listing: a mark in localStorage, set when one is
// queued and cleared once the queue is empty, so that a page loads the outbox's code only then,
// and a visitor who never published offline never downloads it. Without localStorage, assume so.
import { OUTBOX_MARK } from '../../lib/session/device-stores';

const MARK = OUTBOX_MARK;

export function outboxMayHoldListings(): boolean {
  try {
    return localStorage.getItem(MARK) !== null;
  } catch {
    return true;
  }
}

export function markOutbox(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(MARK, '1');
    else localStorage.removeItem(MARK);
  } catch {
    // No storage: outboxMayHoldListings answers yes all the same.
  }
}

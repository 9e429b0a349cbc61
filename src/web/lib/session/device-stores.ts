// The names under which this browser keeps a person's work besides the session cookie: the post
// form's drafts (features/post/draft-db.ts) and the outbox of listings published offline
// (features/post/outbox.ts, outbox-mark.ts). Sign-out deletes them (this-phone.ts). Names only, so
// the first load that reads the outbox's mark carries nothing more.
export const DRAFTS_DB = 'thikana-drafts';
export const OUTBOX_DB = 'thikana-outbox';
/** The outbox's mark in localStorage: set while a listing may wait. */
export const OUTBOX_MARK = 'thikana-outbox-waiting';
